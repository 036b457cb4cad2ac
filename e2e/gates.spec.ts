import AxeBuilder from "@axe-core/playwright";
import { AXE_TAGS, REFLOW, VIEWPORTS } from "./support/constants";
import { expect, test, gotoHydrated } from "./support/fixtures";
import { PENDING_ROUTES, sitemapRoutes } from "./support/routes";

const routes = sitemapRoutes();

for (const route of routes) {
  test.describe(`gates on ${route}`, () => {
    for (const viewport of VIEWPORTS) {
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

    test("reflows to a 320px screen without sideways scrolling (WCAG 1.4.10)", async ({ page }) => {
      await page.setViewportSize(REFLOW);
      await gotoHydrated(page, route);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });

    test("has one h1, a title, a description and no console errors", async ({
      page,
      consoleErrors,
    }) => {
      await gotoHydrated(page, route);
      await expect(page.locator("h1")).toHaveCount(1);
      expect((await page.title()).trim()).not.toBe("");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.trim().length ?? 0).toBeGreaterThan(20);
      expect(consoleErrors).toEqual([]);
    });

    test("has no dead links and every internal link resolves", async ({ page, request }) => {
      await gotoHydrated(page, route);
      const hrefs = await page
        .locator("a")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      const dead = hrefs.filter((href) => href === null || href.trim() === "" || href === "#");
      expect(dead, "links without a target").toEqual([]);

      const origin = new URL(page.url()).origin;
      const internal = new Set(
        (hrefs as string[])
          .map((href) => new URL(href, page.url()))
          .filter((url) => url.origin === origin)
          .map((url) => url.pathname),
      );
      for (const path of internal) {
        if (PENDING_ROUTES.includes(path)) continue;
        const response = await request.get(path);
        expect(response.status(), `${path} linked from ${route}`).toBe(200);
        // Downloads (the media kit's logo pack) are files, not pages.
        if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
        const title = /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
        expect(title, `${path} must not be the 404 page`).not.toMatch(/^Page not found/);
      }
    });
  });
}
