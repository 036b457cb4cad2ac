import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { AXE_TAGS, REFLOW, THEMES, VIEWPORTS } from "./support/constants";
import { expect, test, waitForHydration } from "./support/fixtures";
import { islandSteps } from "./support/island-steps";
import { linkResolver } from "./support/links";
import {
  LANDING_HEADINGS,
  collapsedContent,
  hiddenOnLoad,
  normalize,
  prerenderedHeadings,
  watchViolations,
} from "./support/page-gates";
import { gateRoutes, heavyGateRoutes } from "./support/routes";
import { servedPages } from "./support/served-pages";

/**
 * The gates every page passes. A browser page load costs seconds, so each hand-made page and one
 * sample of each generated template (e2e/support/routes.ts) is loaded once per width and every
 * gate runs on that load, the islands' on-demand code under the page's policy last; every route
 * in the sitemap, however many posts, articles, roles and pages there are, is also read as served
 * (no script) for the checks its HTML alone decides.
 */

const routes = gateRoutes();

/** One h1, a title its link previews repeat, a description; no link without a target. */
async function headProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const h1s = document.querySelectorAll("h1").length;
    if (h1s !== 1) problems.push(`${h1s} h1 elements`);
    const title = document.title.trim();
    if (!title) problems.push("no title");
    const meta = (selector: string) =>
      document.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? null;
    if (meta('property="og:title"') !== document.title) problems.push("og:title is not the title");
    if (meta('name="twitter:title"') !== document.title) {
      problems.push("twitter:title is not the title");
    }
    if ((meta('name="description"')?.trim().length ?? 0) <= 20) problems.push("no description");
    for (const anchor of document.querySelectorAll("a")) {
      const href = anchor.getAttribute("href");
      if (href === null || href.trim() === "" || href === "#") {
        problems.push(`a link without a target: ${anchor.outerHTML.slice(0, 120)}`);
      }
    }
    return problems;
  });
}

for (const route of heavyGateRoutes(routes)) {
  for (const viewport of VIEWPORTS)
    for (const theme of THEMES) {
      test(`${route} at ${viewport.width}px in the ${theme} theme passes every page gate`, async ({
        page,
        request,
        consoleErrors,
      }) => {
        // Several gates on one load: give it the time of two tests.
        test.setTimeout(90_000);
        const violations = await watchViolations(page);
        await page.setViewportSize(viewport);
        // The system's setting: the page follows it, and the dark theme must pass every gate too.
        await page.emulateMedia({ colorScheme: theme });
        const response = await page.goto(route);

        await test.step("both Content-Security-Policies are in place", async () => {
          expect
            .soft(response?.headers()["content-security-policy"])
            .toContain("frame-ancestors 'none'");
          await expect
            .soft(page.locator('meta[http-equiv="Content-Security-Policy"]'))
            .toHaveAttribute(
              "content",
              /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/,
            );
        });

        await test.step("every section renders and reads on load, nothing collapsed shows", async () => {
          expect.soft(await page.evaluate(() => window.scrollY)).toBe(0);
          const { skipping, unseen, blocks, text } = await hiddenOnLoad(page);
          expect.soft(skipping, "elements whose content-visibility is not visible").toEqual([]);
          expect.soft(blocks).toBeGreaterThan(2);
          expect.soft(unseen, "sections and main blocks not rendered or at opacity 0").toEqual([]);
          const onScreen = normalize(text);
          const headings = prerenderedHeadings(route);
          expect.soft(headings.length).toBeGreaterThan(0);
          if (route === "/") headings.push(...LANDING_HEADINGS.map(normalize));
          const missing = headings.filter((heading) => !onScreen.includes(heading));
          expect.soft(missing, "headings missing from innerText before any scroll").toEqual([]);
          for (const collapsed of await collapsedContent(page)) {
            expect
              .soft(collapsed.rendered, `rendered while collapsed: ${collapsed.text}`)
              .toBe(false);
          }
        });

        // Every inline and framework script has run once React has hydrated the page.
        await waitForHydration(page);
        expect.soft(violations, "Content-Security-Policy violations").toEqual([]);

        await test.step("axe finds no violations", async () => {
          const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
          const summary = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(" "))
                .join(", ")}`,
          );
          expect.soft(summary, "axe violations").toEqual([]);
        });

        await test.step("one h1, a title, a description, no link without a target", async () => {
          expect.soft(await headProblems(page)).toEqual([]);
        });

        // Links depend on neither the width the page loaded at nor its colours: once per route,
        // in the light theme. Reflow once per theme: a theme may draw elements of its own (the
        // logo for dark backgrounds), so each is narrowed to 320px.
        if (theme === "light" && viewport.name === "desktop") {
          await test.step("every internal link and fragment resolves", async () => {
            const hrefs = await page
              .locator("a[href]")
              .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
            expect.soft(await linkResolver(request).unresolved(page.url(), hrefs)).toEqual([]);
          });
        }
        if (viewport.name !== "desktop") {
          await test.step("reflows to a 320px screen without sideways scrolling (WCAG 1.4.10)", async () => {
            await page.setViewportSize(REFLOW);
            await expect.soft
              .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
              .toBeLessThanOrEqual(REFLOW.width);
            await page.setViewportSize(viewport);
          });
        }

        // Last, as they change the page: what the islands load on demand, under the same policy.
        for (const step of theme === "light" ? islandSteps(route, viewport.name) : []) {
          await test.step(`${step.name} with no policy violation`, async () => {
            await step.run(page); // each step waits for what it loads to show
            expect.soft(violations, "Content-Security-Policy violations").toEqual([]);
          });
        }

        expect(consoleErrors, "console errors").toEqual([]);
      });
    }
}

/** The sitemap read as served, in a fixed number of parts however many routes it lists. */
const PARTS = 4;
for (let part = 0; part < PARTS; part++) {
  test(`every route as served, part ${part + 1} of ${PARTS}: head, links and fragments`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const resolver = linkResolver(request);
    const problems: string[] = [];
    const share = routes.filter((_, index) => index % PARTS === part);
    await servedPages(browser, baseURL ?? "", share, async (page, route) => {
      for (const problem of await headProblems(page)) problems.push(`${route}: ${problem}`);
      const hrefs = await page
        .locator("a[href]")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
      for (const problem of await resolver.unresolved(page.url(), hrefs)) {
        problems.push(`${route}: ${problem}`);
      }
    });
    expect(problems).toEqual([]);
  });
}

test("the link gate catches a link to a section its target page does not have", async ({
  page,
  request,
}) => {
  await page.goto("/help-center");
  await waitForHydration(page);
  const hrefs = ["/terms-of-service", "/terms-of-service#nope", "/no-such-page"];
  expect(await linkResolver(request).unresolved(page.url(), hrefs)).toEqual([
    "/terms-of-service#nope: no element with that id",
    "/no-such-page: answers 404",
  ]);
});
