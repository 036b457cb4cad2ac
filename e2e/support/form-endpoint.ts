import { expect, type Page, type Request, type Route } from "@playwright/test";
import { siteConfig } from "./content";
import {
  formTarget,
  MIN_FILL_MS,
  type FormProvider,
  type FormTarget,
} from "@/lib/leads/lead-delivery";
import { inlineScripts, sha256Source } from "@/scripts/host-headers.mjs";

/**
 * Where the forms POST in these tests: a same-origin path, which the generated
 * Content-Security-Policy (`connect-src 'self'`, `form-action 'self'`) allows as it allows a
 * configured endpoint. A build with NEXT_PUBLIC_FORM_ENDPOINT posts to its own endpoint instead.
 */
export const TEST_ENDPOINT_PATH = "/__e2e__/form-endpoint";

/** Whether this build already sends its forms somewhere (then it is served as it is). */
export const buildHasProvider = Boolean(
  siteConfig.formEndpoint || siteConfig.formProvider === "netlify",
);

function testTarget(pageUrl: string, provider: FormProvider, formName: string): FormTarget {
  return formTarget({
    provider,
    endpoint: new URL(TEST_ENDPOINT_PATH, pageUrl).href,
    origin: new URL(pageUrl).origin,
    formName,
    mailTo: siteConfig.email.support,
  });
}

const escapeForPayload = (json: string) => json.replaceAll('"', '\\"');

/**
 * Serves `path` as a build with a form provider would. Such a build differs in two places, and
 * this rewrites both in the prerendered HTML: the `<form>` tag and its hidden fields (what a
 * visitor without JavaScript submits), and the `target` prop the server passes to the form
 * island, serialised into an inline script of the page's RSC payload (what the island uses).
 * Like the policy of such a build, the page allows the changed inline script
 * by its hash in the page's <meta> policy. (A build that already has a provider is served as is.)
 */
export async function serveWithFormEndpoint(
  page: Page,
  path: string,
  { provider = "json" }: { provider?: FormProvider } = {},
) {
  if (buildHasProvider) return;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();

      const form =
        /<form\b[^>]*? name="([^"]+)"[^>]*?( action="mailto:[^"]*" encType="text\/plain")/.exec(
          html,
        );
      expect(form, `a form composing an e-mail on ${path}`).not.toBeNull();
      const [, formName = "", mailAttributes = ""] = form ?? [];
      const target = testTarget(route.request().url(), provider, formName);
      if (target.kind !== "endpoint") throw new Error("the test target is an endpoint");

      const payloadTarget = /\\"target\\":\{\\"kind\\":\\"mail\\",\\"action\\":\\"[^"\\]*\\"\}/g;
      expect(html.match(payloadTarget), `one form island on ${path}`).toHaveLength(1);
      const netlify =
        provider === "netlify" ? ` data-netlify="true" netlify-honeypot="bot-field"` : "";
      const hidden = Object.entries(target.hidden)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}"/>`)
        .join("");
      let body = html
        .replace(payloadTarget, `\\"target\\":${escapeForPayload(JSON.stringify(target))}`)
        .replace(mailAttributes, ` action="${target.action}"${netlify}`)
        .replace(/(<input type="hidden" name="page"[^>]*>)/, `$1${hidden}`);

      // The page's policy is its <meta http-equiv>: add the changed script's hash there.
      const meta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/.exec(body)?.[0];
      if (meta) {
        const before = new Set(inlineScripts(html).map(sha256Source));
        const added = inlineScripts(body)
          .map(sha256Source)
          .filter((hash) => !before.has(hash));
        expect(added, "the rewritten inline script").toHaveLength(1);
        body = body.replace(
          meta,
          meta.replace("script-src 'self'", `script-src 'self' ${added.join(" ")}`),
        );
      }
      const headers = response.headers();
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

type EndpointReply = { status: number };

/** A request body as the fields it carries, whether JSON or urlencoded. */
function bodyFields(request: Request): Record<string, unknown> {
  const type = request.headers()["content-type"] ?? "";
  if (type.includes("application/json")) return request.postDataJSON();
  return Object.fromEntries(new URLSearchParams(request.postData() ?? ""));
}

/**
 * Answers the form provider (with CORS headers, as a real cross-origin endpoint must send) and
 * records the bodies it receives. A browser's own form POST (no JavaScript) gets what
 * Formspree sends: a redirect to the `_next` page it names.
 */
export async function fakeFormEndpoint(
  page: Page,
  reply: EndpointReply,
  { provider = "json" }: { provider?: FormProvider } = {},
) {
  const received: Record<string, unknown>[] = [];
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "POST, OPTIONS",
    "access-control-allow-headers": "content-type, accept",
  };
  const netlify = provider === "netlify" || siteConfig.formProvider === "netlify";
  const isEndpoint = (url: URL) =>
    netlify
      ? url.pathname === "/" || url.pathname === "/thank-you"
      : siteConfig.formEndpoint
        ? url.href === siteConfig.formEndpoint
        : url.pathname === TEST_ENDPOINT_PATH;
  await page.route(isEndpoint, async (route: Route) => {
    const request = route.request();
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    if (request.method() !== "POST") return route.fallback();
    const fields = bodyFields(request);
    received.push(fields);
    if (request.isNavigationRequest() && typeof fields._next === "string") {
      return route.fulfill({ status: 303, headers: { location: fields._next } });
    }
    if (request.isNavigationRequest() && netlify) {
      // Netlify stores the submission and serves the form's action page.
      return route.fulfill({ status: 303, headers: { location: "/thank-you" } });
    }
    return route.fulfill({ status: reply.status, headers: cors, json: { ok: reply.status < 400 } });
  });
  return received;
}

/**
 * Lets a test fill a form at machine speed without tripping the minimum fill time: call before
 * the page loads, then `passFillTime` before submitting.
 */
export async function controlFillTime(page: Page) {
  await page.clock.install();
  return () => page.clock.fastForward(MIN_FILL_MS);
}

/** The mailto: URL the page asks the browser to open next (the mail client is not started). */
export function nextMailto(page: Page) {
  return page
    .waitForEvent("request", (request) => request.url().startsWith("mailto:"))
    .then((request) => new URL(request.url()));
}
