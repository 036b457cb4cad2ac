import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { htmlFileFor as htmlFileIn, sitemapPaths } from "@/scripts/first-load-js.mjs";
import { templateRoutes } from "@/scripts/templates.mjs";

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
 * The routes the heavy browser gates (axe at two widths, CSP on load, reflow, visibility) run
 * on: every hand-made page, plus one sample of each generated template - its largest HTML
 * file, the one with the most content to get wrong. Pages of one template share their markup,
 * so the cheap gates (links, one h1, byte budget, HTML checks) still cover every route.
 */
export function heavyGateRoutes(routes: readonly string[] = sitemapRoutes()): string[] {
  return templateRoutes(routes, (route) => statSync(htmlFileFor(route)).size);
}
