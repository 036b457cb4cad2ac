import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { htmlFileFor as htmlFileIn, sitemapPaths } from "@/scripts/first-load-js.mjs";
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

/** The pages made of blocks at `/<address>` (the landing page, `/`, is a page of its own). */
const blockPagePaths = new Set<string>(innerBlockPages().map((page) => page.path));

/** The exported HTML file a route is served from. */
export function htmlFileFor(route: string): string {
  return htmlFileIn(route, OUT_DIR);
}

/** The kinds of page the site's routes are made from. */
export type Template = "page" | "post" | "blog-listing" | "help-article" | "role" | "block-page";

/**
 * A route's template: the pages of content/routes.ts are each their own ("page"); the ones
 * generated from content files share one template per kind, and so do the pages made of blocks,
 * whose every block the block library shows.
 */
export function templateOf(route: string): Template {
  if (blockPagePaths.has(route)) return "block-page";
  if (/^\/blog\/(page|category)\/[^/]+$/.test(route)) return "blog-listing";
  if (/^\/blog\/[^/]+$/.test(route)) return "post";
  if (/^\/help-center\/[^/]+$/.test(route)) return "help-article";
  if (/^\/careers\/[^/]+$/.test(route)) return "role";
  return "page";
}

/**
 * The routes the heavy browser gates (axe at two widths, CSP on load, reflow, visibility) run
 * on: every hand-made page, plus one sample of each generated template - its largest HTML
 * file, the one with the most content to get wrong - and the block library, which holds every
 * kind of block. Pages of one template share their markup, so the cheap gates (links, one h1,
 * byte budget, HTML checks) still cover every route.
 */
export function heavyGateRoutes(routes: readonly string[] = gateRoutes()): string[] {
  const samples = new Map<Template, { route: string; bytes: number }>();
  for (const route of routes) {
    const template = templateOf(route);
    if (template === "page" || route === BLOCK_LIBRARY_PATH) continue;
    const bytes = statSync(htmlFileFor(route)).size;
    const sample = samples.get(template);
    if (!sample || bytes > sample.bytes) samples.set(template, { route, bytes });
  }
  const chosen = new Set([...samples.values()].map((sample) => sample.route));
  return routes.filter(
    (route) => templateOf(route) === "page" || route === BLOCK_LIBRARY_PATH || chosen.has(route),
  );
}
