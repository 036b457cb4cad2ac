import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./support/fixtures";

/** How far scroll positions may differ and still count as the same place, in CSS pixels. */
const TOLERANCE = 2;

/** A footer link to another page of the site than `from`, where the test starts. */
const footerLinkAway = (page: Page, from = "/blog") =>
  page
    .getByRole("contentinfo")
    .locator(`a[href^="/"]:not([href*="#"]):not([href*="?"]):not([href="${from}"])`)
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

test("Back puts the reader straight back, without scrolling through the page", async ({ page }) => {
  // Motion allowed: smooth scrolling applies to a visitor's own scrolls, not to a restored place.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  const link = footerLinkAway(page, "/");
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(5000);
  await link.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // Every frame's scroll position from here on (the same document: Back is client-side).
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    const sample = () => {
      seen.push(Math.round(window.scrollY));
      requestAnimationFrame(sample);
    };
    sample();
  });
  await page.goBack();
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before))
    .toBeLessThanOrEqual(TOLERANCE);
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  // The page it left (at the top) or the place it returns to; nothing in between.
  const between = seen.filter((y) => y > TOLERANCE && Math.abs(y - before) > TOLERANCE);
  expect(between).toEqual([]);
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
