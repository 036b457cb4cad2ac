import type { Page, Route } from "@playwright/test";

const CHUNKS = "**/_next/static/chunks/*.js";

/**
 * From now on the connection drops for every script the page at `path` does not list in its
 * HTML: code split off and fetched later (the calculator's, the search's, a form's) fails to
 * download, while the page's own first scripts load. Returns a switch that brings it back.
 */
export async function dropLaterScripts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const first = new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]));
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

/** Every script whose code contains `marker` (say, a library's own selector) fails to download. */
export async function dropScriptsWith(page: Page, marker: string) {
  await page.route(CHUNKS, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(marker)) return route.abort("internetdisconnected");
    return route.fulfill({ response });
  });
}
