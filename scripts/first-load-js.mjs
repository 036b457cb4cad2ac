// First-load JavaScript of an exported page: the gzip size (level 9) of every script its HTML
// loads before hydration. One implementation for the byte-budget e2e test and `npm run bench`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The script files an exported page loads on first visit, leaving out `noModule` fallbacks. */
export function firstLoadScripts(html) {
  const sources = new Set();
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

export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Sum of the gzip sizes of every script a page of the export in `outDir` loads, in bytes. */
export function firstLoadJsBytes(htmlFile, outDir) {
  const html = readFileSync(htmlFile, "utf8");
  return firstLoadScripts(html).reduce((total, src) => {
    const file = join(outDir, decodeURIComponent(src.split("?")[0]));
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${src}, which is not in the export`);
    return total + gzipBytes(file);
  }, 0);
}

/** The exported HTML file a route is served from. */
export function htmlFileFor(route, outDir) {
  return join(outDir, route === "/" ? "index.html" : `${route.replace(/\/$/, "")}.html`);
}

/** Every <loc> of an exported sitemap.xml, as a path. */
export function sitemapPaths(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const path = new URL(match[1]).pathname;
    return path === "" ? "/" : path;
  });
}
