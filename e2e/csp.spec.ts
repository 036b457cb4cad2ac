import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, gotoHydrated, test, waitForHydration } from "./support/fixtures";
import { watchViolations } from "./support/page-gates";
import { OUT_DIR } from "./support/routes";

/**
 * Every page loads and its islands work under the two Content-Security-Policies that
 * scripts/write-host-headers.mjs generated, the page's own in its <meta http-equiv> and the
 * site-wide one in the header (the e2e server applies out/_headers), with no violation
 * reported by the browser.
 */

test.beforeAll(() => {
  const file = join(OUT_DIR, "_headers");
  expect(existsSync(file), "out/_headers is missing: build with `npm run build`").toBe(true);
  expect(readFileSync(file, "utf8")).toContain("Content-Security-Policy:");
  expect(readFileSync(join(OUT_DIR, "index.html"), "utf8")).toContain(
    '<meta http-equiv="Content-Security-Policy"',
  );
});

// Every hand-made page and one per generated template loads at both widths with no violation, and
// drives its islands under the policy, in e2e/gates.spec.ts. Here: the pages a host answers for
// addresses the sitemap does not list - an unknown URL gets 404.html, policies included;
// /about.html redirects to /about.
for (const route of ["/gdpr", "/404", "/no-such-page", "/about.html"]) {
  test(`${route} loads with no violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(route);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      "content",
      /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    // Every inline and framework script has run once React has hydrated the page.
    await waitForHydration(page);
    expect(violations).toEqual([]);
  });
}

// A visitor from the EU deciding under each page's policy: e2e/consent.spec.ts, on the load that
// checks the banner shifts nothing.

test("the policy is enforced: an injected inline script is blocked and reported", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await gotoHydrated(page, "/");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(() => violations.map((violation) => violation.directive))
    .toContain("script-src-elem");
});
