import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { htmlFileFor as htmlFileIn, sitemapPaths } from "@/scripts/first-load-js.mjs";
import { templateRoutes } from "@/scripts/templates.mjs";
import { BLOCK_LIBRARY_PATH, innerBlockPages } from "./content";

export const OUT_DIR = join(process.cwd(), "out");

/** Every <loc> in the exported sitemap, as a path. */
export function sitemapRoutes(): string[] {
  return sitemapPaths(readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8"));
}

/**
 * The routes the gates cover: the sitemap's, and the pages of blocks kept out of it (`noindex`,
 * the block library among them), which visitors reach all the same.
 */
export function gateRoutes(): string[] {
  const listed = sitemapRoutes();
  const unlisted = innerBlockPages()
    .map((page) => page.path)
    .filter((path) => !listed.includes(path));
  return [...listed, ...unlisted];
}

/** The exported HTML file a route is served from. */
export function htmlFileFor(route: string): string {
  return htmlFileIn(route, OUT_DIR);
}

/** The pages made of blocks at `/<address>` (the landing page, `/`, is a page of its own). */
export function isBlockPage(route: string): boolean {
  return innerBlockPages().some((page) => page.path === route);
}

/**
 * The routes the heavy browser gates (axe at two widths, CSP on load, reflow, visibility) run
 * on: every hand-made page, plus one sample of each generated template - its largest HTML
 * file, the one with the most content to get wrong - and the block library, which holds every
 * kind of block. Pages of one template share their markup, so the cheap gates (links, one h1,
 * byte budget, HTML checks) still cover every route.
 */
export function heavyGateRoutes(routes: readonly string[] = gateRoutes()): string[] {
  // The library is left out of the pages of blocks, so it is always chosen, as a hand-made page.
  const blockPages = new Set<string>(
    innerBlockPages()
      .map((page) => page.path)
      .filter((path) => path !== BLOCK_LIBRARY_PATH),
  );
  return templateRoutes(routes, (route) => statSync(htmlFileFor(route)).size, blockPages);
}
