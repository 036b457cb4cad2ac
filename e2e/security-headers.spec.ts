import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import { parseHeadersFile, scriptHashes, sharedHeaders } from "@/scripts/host-headers.mjs";
import { formatGrade, gradeResponse } from "@/scripts/observatory.mjs";
import { OUT_DIR, sitemapRoutes } from "./support/routes";

/**
 * The headers the e2e server sends come from out/_headers, applied as Netlify and Cloudflare
 * Pages apply them (every matching rule, same-named headers comma-joined).
 * Graded by the HTTP Observatory's rules as if served over HTTPS, the way the site is deployed.
 */
test("the landing page's headers grade A+ by the HTTP Observatory's rules", async ({ request }) => {
  const response = await request.get("/");
  const grade = gradeResponse({
    headers: response.headers(),
    html: await response.text(),
    url: "https://www.example.com/",
  });
  console.log(`\n${formatGrade(grade)}\n`);
  expect(grade.tests.filter((result) => !result.pass)).toEqual([]);
  expect(grade.grade).toBe("A+");
});

const HASH = /'sha256-[A-Za-z0-9+/=]+'/g;

function policiesOf(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === "content-security-policy")
    .flatMap(({ value }) => value.split(","));
}

function expectSharedHeaders(response: APIResponse, path: string) {
  const headers = response.headers();
  for (const [name, value] of sharedHeaders()) {
    expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
  }
}

const pageRoutes = [...sitemapRoutes(), "/404", "/gdpr"];

for (const route of pageRoutes) {
  const file = route === "/" ? "/index.html" : `${route}.html`;
  test(`${route} and ${file} carry one policy covering exactly the page's inline scripts`, async ({
    request,
  }) => {
    for (const path of [route, file]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const policies = policiesOf(response);
      expect(policies, `one Content-Security-Policy on ${path}`).toHaveLength(1);
      const scriptSrc = /script-src ([^;]*)/.exec(policies[0] ?? "")?.[1] ?? "";
      expect((scriptSrc.match(HASH) ?? []).sort(), `script hashes on ${path}`).toEqual(
        scriptHashes([await response.text()]),
      );
      expectSharedHeaders(response, path);
    }
  });
}

test("assets and unknown URLs carry the shared headers and no page's policy", async ({
  request,
}) => {
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(
    readFileSync(join(OUT_DIR, "index.html"), "utf8"),
  )?.[1];
  expect(css).toBeTruthy();
  // An unknown URL gets 404.html but matches only /*, so it has no policy: see README.
  for (const path of ["/no-such-page", "/social-card.png", "/icon.svg", css ?? ""]) {
    const response = await request.get(path);
    expectSharedHeaders(response, path);
    expect(policiesOf(response), `Content-Security-Policy on ${path}`).toEqual([]);
  }
});

test("the Vercel and nginx files carry the site's policy: every page's, hashes joined", () => {
  const pagePolicies = parseHeadersFile(readFileSync(join(OUT_DIR, "_headers"), "utf8")).flatMap(
    ({ headers }) =>
      headers.filter(([name]) => name === "Content-Security-Policy").map(([, value]) => value),
  );
  expect(pagePolicies.length).toBeGreaterThan(pageRoutes.length);
  const withoutHashes = (policy: string) => policy.replace(/ 'sha256-[^']+'/g, "");
  const hashes = [...new Set(pagePolicies.flatMap((policy) => policy.match(HASH) ?? []))].sort();
  const [first = ""] = pagePolicies;
  const sitePolicy = withoutHashes(first).replace("script-src 'self'", () =>
    ["script-src 'self'", ...hashes].join(" "),
  );
  for (const policy of pagePolicies) expect(withoutHashes(policy)).toBe(withoutHashes(first));

  const vercel = JSON.parse(readFileSync(join(OUT_DIR, "vercel.json"), "utf8"));
  expect(vercel.headers[0].source).toBe("/(.*)");
  expect(vercel.headers[0].headers).toContainEqual({
    key: "Content-Security-Policy",
    value: sitePolicy,
  });
  const nginx = readFileSync(join(OUT_DIR, "nginx-server.conf"), "utf8");
  expect(nginx).toContain(`add_header Content-Security-Policy "${sitePolicy}" always;`);
});
