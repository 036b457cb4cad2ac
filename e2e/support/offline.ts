import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Route } from "@playwright/test";
import { firstLoadScripts } from "./budget";
import { OUT_DIR } from "./routes";

const CHUNKS = "**/_next/static/chunks/*.js";

/**
 * From now on the connection drops for every script the page at `path` does not load with its
 * HTML (its scripts and the ones it preloads, firstLoadScripts): code split off and fetched later
 * (the calculator's, the search's, a form's) fails to download, while the page's own first
 * scripts load. Returns a switch that brings it back.
 */
export async function dropLaterScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const first = new Set(firstLoadScripts(html));
  const offline = (route: Route) =>
    first.has(new URL(route.request().url()).pathname)
      ? route.continue()
      : route.abort("internetdisconnected");
  await page.route(CHUNKS, offline);
  await page.route("**/pagefind/**", offline);
  return async () => {
    await page.unroute(CHUNKS, offline);
    await page.unroute("**/pagefind/**", offline);
  };
}

/**
 * Every script whose code contains `marker` (say, a library's own selector) fails to download.
 * The code is read from the export on disk, not fetched, so the check cannot race the page.
 * Returns a switch that brings them back.
 */
export async function dropScriptsWith(page: Page, marker: string) {
  const holds = new Map<string, boolean>();
  const offline = (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    if (!holds.has(path)) {
      const file = join(OUT_DIR, ...path.split("/"));
      holds.set(path, existsSync(file) && readFileSync(file, "utf8").includes(marker));
    }
    return holds.get(path) ? route.abort("internetdisconnected") : route.continue();
  };
  await page.route(CHUNKS, offline);
  return () => page.unroute(CHUNKS, offline);
}
