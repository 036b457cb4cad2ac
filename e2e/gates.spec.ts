import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS, REFLOW, VIEWPORTS } from "./support/constants";
import { expect, test, gotoHydrated } from "./support/fixtures";
import { unresolvedLinks } from "./support/links";
import { gateRoutes, heavyGateRoutes } from "./support/routes";

const routes = gateRoutes();
const heavy = new Set(heavyGateRoutes(routes));

for (const route of routes) {
  test.describe(`gates on ${route}`, () => {
    // Axe and reflow: every hand-made page and one page per generated template.
    for (const viewport of heavy.has(route) ? VIEWPORTS : []) {
      test(`axe finds no violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, route);
        const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(" "))
              .join(", ")}`,
        );
        expect(summary, "axe violations").toEqual([]);
      });
    }

    if (heavy.has(route)) {
      test("reflows to a 320px screen without sideways scrolling (WCAG 1.4.10)", async ({
        page,
      }) => {
        await page.setViewportSize(REFLOW);
        await gotoHydrated(page, route);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(320);
      });
    }

    test("has one h1, a title its link previews repeat, a description and no console errors", async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, route);
      await expect(page.locator("h1")).toHaveCount(1);
      const title = await page.title();
      expect(title.trim()).not.toBe("");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute("content", title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.trim().length ?? 0).toBeGreaterThan(20);
      expect(consoleErrors).toEqual([]);
    });

    test("has no dead links and every internal link and fragment resolves", async ({
      page,
      request,
    }) => {
      await gotoHydrated(page, route);
      const hrefs = await page
        .locator("a")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      const dead = hrefs.filter((href) => href === null || href.trim() === "" || href === "#");
      expect(dead, "links without a target").toEqual([]);

      expect(await unresolvedLinks(page, request), `internal links on ${route}`).toEqual([]);
    });
  });
}

test("the link gate catches a link to a section its target page does not have", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/help-center");
  expect(await unresolvedLinks(page, request)).toEqual([]);
  await page.evaluate(() => {
    const link = document.createElement("a");
    link.href = "/terms-of-service#nope";
    link.textContent = "A section that does not exist";
    document.querySelector("main")?.append(link);
  });
  expect(await unresolvedLinks(page, request)).toEqual([
    "/terms-of-service#nope: no element with that id",
  ]);
});
