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
 * Routes that header, footer and banner already link to but that the pages issue has not
 * built yet. The internal-link gate accepts these and nothing else; the pages issue empties it.
 */
export const PENDING_ROUTES: readonly string[] = [
  "/about",
  "/careers",
  "/blog",
  "/press",
  "/partners",
  "/help-center",
  "/contact-support",
  "/training",
  "/status",
  "/privacy-policy",
  "/terms-of-service",
];
