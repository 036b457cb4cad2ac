import { expect, type Page, type Route } from "@playwright/test";
import { siteConfig } from "./content";
import { inlineScripts, sha256Source } from "@/scripts/host-headers.mjs";

/**
 * Where the form islands POST in these tests: a same-origin path, which the generated
 * Content-Security-Policy (`connect-src 'self'`) allows as it allows a configured endpoint.
 * A build with NEXT_PUBLIC_FORM_ENDPOINT posts to its own endpoint instead.
 */
const TEST_ENDPOINT_PATH = "/__e2e__/form-endpoint";

function endpointFor(pageUrl: string): string {
  return siteConfig.formEndpoint ?? new URL(TEST_ENDPOINT_PATH, pageUrl).href;
}

/**
 * Serves `path` as a build with a form endpoint would: the only difference such a build makes
 * is the `formEndpoint` prop the server passes to the form islands, serialised into an inline
 * script of the page's RSC payload. This rewrites that one value in the prerendered HTML, so
 * the real island code runs its endpoint path unchanged, and, like the generated host headers
 * of such a build, lets the policy allow the changed inline script by its hash.
 * (A build that already has an endpoint is served as is.)
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
      const endpoint = endpointFor(route.request().url());
      const body = html.replace(unset, `\\"formEndpoint\\":\\"${endpoint}\\"`);

      const headers = response.headers();
      const policy = headers["content-security-policy"];
      if (policy) {
        const before = new Set(inlineScripts(html).map(sha256Source));
        const added = inlineScripts(body)
          .map(sha256Source)
          .filter((hash) => !before.has(hash));
        expect(added, "the rewritten inline script").toHaveLength(1);
        headers["content-security-policy"] = policy.replace(
          "script-src 'self'",
          `script-src 'self' ${added.join(" ")}`,
        );
      }
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

type EndpointReply = { status: number };

/**
 * Answers the form endpoint (with CORS headers, as a real cross-origin endpoint must send) and
 * records the JSON bodies it receives.
 */
export async function fakeFormEndpoint(page: Page, reply: EndpointReply) {
  const received: unknown[] = [];
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type, accept",
  };
  const isEndpoint = (url: URL) =>
    siteConfig.formEndpoint
      ? url.href === siteConfig.formEndpoint
      : url.pathname === TEST_ENDPOINT_PATH;
  await page.route(isEndpoint, async (route: Route) => {
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
