import { expect, type Page, type Route } from "@playwright/test";
import { siteConfig } from "@/content/site";

/** Where the form islands POST in these tests; a build with NEXT_PUBLIC_FORM_ENDPOINT uses its own. */
export const TEST_FORM_ENDPOINT =
  siteConfig.formEndpoint ?? "https://forms.stackless.example/submit";

/**
 * Serves `path` as a build with a form endpoint would: the only difference such a build makes
 * is the `formEndpoint` prop the server passes to the form islands, serialised into the page's
 * RSC payload. This rewrites that one value in the prerendered HTML, so the real island code
 * runs its endpoint path unchanged. (A build that already has an endpoint is served as is.)
 */
export async function serveWithFormEndpoint(page: Page, path: string) {
  if (siteConfig.formEndpoint) return;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const unset = '\\"formEndpoint\\":null';
      expect(html.split(unset).length - 1, `one form island on ${path}`).toBe(1);
      await route.fulfill({
        response,
        body: html.replace(unset, `\\"formEndpoint\\":\\"${TEST_FORM_ENDPOINT}\\"`),
      });
    },
  );
}

type EndpointReply = { status: number };

/**
 * Answers the form endpoint (a cross-origin service, so with CORS headers) and records the
 * JSON bodies it receives.
 */
export async function fakeFormEndpoint(page: Page, reply: EndpointReply) {
  const received: unknown[] = [];
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type, accept",
  };
  await page.route(TEST_FORM_ENDPOINT, async (route: Route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    received.push(request.postDataJSON());
    return route.fulfill({ status: reply.status, headers: cors, json: { ok: reply.status < 400 } });
  });
  return received;
}

/** The mailto: URL the page asks the browser to open next (the mail client is not started). */
export function nextMailto(page: Page) {
  return page
    .waitForEvent("request", (request) => request.url().startsWith("mailto:"))
    .then((request) => new URL(request.url()));
}
