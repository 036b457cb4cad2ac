import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** How far scroll positions may differ and still count as the same place, in CSS pixels. */
const TOLERANCE = 2;

/** A footer link to another page of the site (not /blog, where the tests start). */
const footerLinkAway = (page: Page) =>
  page
    .getByRole("contentinfo")
    .locator('a[href^="/"]:not([href*="#"]):not([href*="?"]):not([href="/blog"])')
    .first();

test("a link opens the next page at the top, and Back returns to where the reader was", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/blog");
  // A link to another page of the site, followed from far down the page.
  const link = footerLinkAway(page);
  const target = await link.getAttribute("href");
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(800);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
    .toBeLessThanOrEqual(TOLERANCE);
});

test("a link followed by keyboard starts the next page's focus at its content", async ({
  page,
}) => {
  await gotoHydrated(page, "/blog");
  const link = footerLinkAway(page);
  const target = await link.getAttribute("href");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  // Not left on the footer link, which the new page keeps: the next Tab goes into the page.
  await expect(page.locator("main")).toBeFocused();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});
