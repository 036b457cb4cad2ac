import type { Browser, Page } from "@playwright/test";

/**
 * Opens each route as a crawler or a no-script visitor gets it, one after another in one tab:
 * scripts off, and nothing but the document itself fetched (no styles, fonts or images), so
 * reading a page costs milliseconds and a sweep over the whole sitemap stays short.
 */
export async function servedPages(
  browser: Browser,
  baseURL: string,
  routes: readonly string[],
  visit: (page: Page, route: string) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const origin = new URL(baseURL).origin;
  await context.route("**/*", (route) => {
    const request = route.request();
    const ours = new URL(request.url()).origin === origin;
    return ours && request.resourceType() === "document" ? route.continue() : route.abort();
  });
  const page = await context.newPage();
  try {
    for (const route of routes) {
      const response = await page.goto(route);
      if (response?.status() !== 200) throw new Error(`${route} answers ${response?.status()}`);
      await visit(page, route);
    }
  } finally {
    await context.close();
  }
}
