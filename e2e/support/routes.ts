import { readFileSync } from "node:fs";
import { join } from "node:path";

export const OUT_DIR = join(process.cwd(), "out");

/** The routes the gates cover: every <loc> in the exported sitemap, as a path. */
export function sitemapRoutes(): string[] {
  const xml = readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const path = new URL(match[1] as string).pathname;
    return path === "" ? "/" : path;
  });
}

/** The exported HTML file a route is served from. */
export function htmlFileFor(route: string): string {
  return join(OUT_DIR, route === "/" ? "index.html" : `${route.replace(/\/$/, "")}.html`);
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
