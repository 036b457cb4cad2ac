import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { OUT_DIR } from "./routes";

/** The script files an exported page loads on first visit, leaving out `noModule` fallbacks. */
export function firstLoadScripts(html: string): string[] {
  const sources = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) sources.add(src);
  }
  // Next also preloads chunks it will execute before hydration.
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="(?:modulepreload|preload)"[^>]*>/gi)) {
    if (!/\bas="script"/i.test(tag)) continue;
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href) sources.add(href);
  }
  return [...sources].filter((src) => src.startsWith("/"));
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Sum of the gzip sizes of every script a page loads, in bytes. */
export function firstLoadJsBytes(htmlFile: string): number {
  const html = readFileSync(htmlFile, "utf8");
  return firstLoadScripts(html).reduce((total, src) => {
    const file = join(OUT_DIR, decodeURIComponent(src.split("?")[0] as string));
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${src}, which is not in the export`);
    return total + gzipBytes(file);
  }, 0);
}
