import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFileFor as htmlFileIn, sitemapPaths } from "@/scripts/first-load-js.mjs";

export const OUT_DIR = join(process.cwd(), "out");

/** The routes the gates cover: every <loc> in the exported sitemap, as a path. */
export function sitemapRoutes(): string[] {
  return sitemapPaths(readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8"));
}

/** The exported HTML file a route is served from. */
export function htmlFileFor(route: string): string {
  return htmlFileIn(route, OUT_DIR);
}

/**
 * Routes that header, footer and banner link to before their page exists. The internal-link
 * gate accepts these and nothing else; every page is built now, so it is empty.
 */
export const PENDING_ROUTES: readonly string[] = [];
