import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import {
  CHARSET_BYTE_LIMIT,
  HEADER_ONLY_DIRECTIVES,
  NO_SCRIPT_POLICY,
  parseHeadersFile,
  foreignScripts,
  scriptHashes,
} from "@/scripts/host-headers.mjs";
import { formatGrade, gradeResponse, httpEquivValues } from "@/scripts/observatory.mjs";
import { OUT_DIR, sitemapRoutes } from "./support/routes";

/**
 * The headers the e2e server sends come from out/_headers, applied as Netlify and Cloudflare
 * Pages apply them (every matching rule, same-named headers comma-joined); each page's own
 * policy is the <meta http-equiv> the build wrote into its HTML. Graded by the HTTP
 * Observatory's rules as if served over HTTPS, the way the site is deployed.
 */

const HASH = /'sha256-[A-Za-z0-9+/=]+'/g;

/** The headers `/*` gives every response, as generated for this build. */
const siteHeaders = () =>
  parseHeadersFile(readFileSync(join(OUT_DIR, "_headers"), "utf8")).find(
    (rule) => rule.path === "/*",
  )?.headers ?? [];
const sitePolicy = () =>
  siteHeaders().find(([name]) => name === "Content-Security-Policy")?.[1] ?? "";

function headerPolicies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .flatMap(({ value }) => value.split(",").map((policy) => policy.trim()));
}

/** Every response: the site-wide policy, once, and the other security headers. */
function expectSiteHeaders(response: APIResponse, path: string) {
  expect(headerPolicies(response), `the header policy on ${path}`).toEqual([sitePolicy()]);
  const headers = response.headers();
  for (const [name, value] of siteHeaders()) {
    expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
}

/** A page: one meta policy right after <meta charset>, with exactly its inline scripts' hashes. */
function expectPagePolicy(html: string, path: string) {
  const policies = httpEquivValues(html, "content-security-policy");
  expect(policies, `one <meta> policy on ${path}`).toHaveLength(1);
  const [policy = ""] = policies;
  const charset = /^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/>/i.exec(html)?.[0];
  expect(charset, `<meta charset> opens the head of ${path}`).toBeTruthy();
  expect(Buffer.byteLength(charset ?? "")).toBeLessThanOrEqual(CHARSET_BYTE_LIMIT);
  expect(html.slice((charset ?? "").length), `the policy follows the charset on ${path}`).toMatch(
    /^<meta http-equiv="Content-Security-Policy"/,
  );
  const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect((scriptSrc.match(HASH) ?? []).sort(), `script hashes on ${path}`).toEqual(
    scriptHashes([html]),
  );
  // Only the site's own scripts, and as many hashes on a long page as on a short one: Next's
  // bootstrap, the page's data in one script, and the site's own (the theme and early-clicks
  // scripts on every page, the language menus' where a second language is published, the /gdpr
  // redirect on its page).
  expect(foreignScripts(html), `scripts the site does not write on ${path}`).toEqual([]);
  expect((scriptSrc.match(HASH) ?? []).length, `script hashes on ${path}`).toBeLessThanOrEqual(6);
  for (const name of HEADER_ONLY_DIRECTIVES) expect(policy).not.toContain(name);
  return policy.replace(/ 'sha256-[^']+'/g, "");
}

const pageRoutes = [...sitemapRoutes(), "/404", "/gdpr"];

test("every page's headers and meta policy grade A+ by the HTTP Observatory's rules", async ({
  request,
}) => {
  for (const route of [...pageRoutes, "/no-such-page"]) {
    const response = await request.get(route);
    const grade = gradeResponse({
      headers: response.headers(),
      html: await response.text(),
      url: `https://www.example.com${route}`,
    });
    if (route === "/") console.log(`\n${formatGrade(grade)}\n`);
    expect(
      grade.tests.filter((result) => !result.pass),
      route,
    ).toEqual([]);
    expect(grade.grade, route).toBe("A+");
  }
});

test("every page carries the site-wide header policy and its own meta policy", async ({
  request,
}) => {
  const withoutHashes = new Set<string>();
  for (const route of pageRoutes) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
    expectSiteHeaders(response, route);
    withoutHashes.add(expectPagePolicy(await response.text(), route));
  }
  // A client-side navigation keeps the first page's policy: all but the hashes is the same.
  expect([...withoutHashes]).toHaveLength(1);
});

test("an unknown URL gets the 404 page with both policies", async ({ request }) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expectSiteHeaders(response, "/no-such-page");
  const html = await response.text();
  expectPagePolicy(html, "/no-such-page");
  expect(html).toBe(readFileSync(join(OUT_DIR, "404.html"), "utf8"));
});

test("a page's other URLs redirect to it, and every response carries the policy", async ({
  request,
}) => {
  for (const [path, target] of [
    ["/about/", "/about"],
    ["/about.html", "/about"],
    ["/index.html", "/"],
    ["/404.html", "/404"],
  ] as const) {
    const redirect = await request.get(path, { maxRedirects: 0 });
    expect(redirect.status(), path).toBe(308);
    expect(redirect.headers().location, path).toBe(target);
    expectSiteHeaders(redirect, path);

    const response = await request.get(path);
    expect(new URL(response.url()).pathname).toBe(target);
    expectSiteHeaders(response, target);
    expectPagePolicy(await response.text(), target);
  }
});

test("assets carry the site-wide headers, and those that are not scripts or styles the no-script policy", async ({
  request,
}) => {
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(
    readFileSync(join(OUT_DIR, "index.html"), "utf8"),
  )?.[1];
  expect(css).toBeTruthy();
  expectSiteHeaders(await request.get(css ?? ""), css ?? "");
  for (const path of ["/social-card.png", "/icon.svg", "/sitemap.xml", "/feed.json"]) {
    const response = await request.get(path);
    expect(headerPolicies(response), path).toEqual([sitePolicy(), NO_SCRIPT_POLICY]);
    const headers = response.headers();
    for (const [name, value] of siteHeaders().filter(
      ([name]) => name !== "Content-Security-Policy",
    )) {
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  }
});

test("the Vercel and nginx files send the same headers as _headers", () => {
  const vercel = JSON.parse(readFileSync(join(OUT_DIR, "vercel.json"), "utf8"));
  // Every path's headers; `/` has a rule of its own before them (Vary, for its language redirect).
  const everyPath = (vercel.headers as { source: string; headers: unknown[] }[]).find(
    (rule) => rule.source === "/(.*)",
  );
  expect(everyPath?.headers).toEqual(siteHeaders().map(([key, value]) => ({ key, value })));
  const nginx = readFileSync(join(OUT_DIR, "nginx-server.conf"), "utf8");
  for (const [name, value] of siteHeaders()) {
    expect(nginx).toContain(`add_header ${name} "${value}" always;`);
  }
});
