export function firstLoadScripts(html: string): string[];
export function gzipBytes(file: string): number;
export function firstLoadJsBytes(htmlFile: string, outDir: string): number;
export function htmlFileFor(route: string, outDir: string): string;
export function sitemapPaths(xml: string): string[];
