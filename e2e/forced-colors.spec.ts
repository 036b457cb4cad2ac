import type { Locator } from "@playwright/test";
import {
  blogContent,
  calculatorContent,
  consentContent,
  heroContent,
  pricingContent,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";

/*
 * Windows' contrast themes (forced colours) repaint every background with the theme's Canvas
 * colour. Whatever a control shows only with a background (its edge, the chosen tab, a switch
 * that is on) must still show, in the theme's own colours.
 */
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
});

const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

async function expectEdge(locator: Locator) {
  const edge = await locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { width: parseFloat(style.borderTopWidth), color: style.borderTopColor };
  });
  expect(edge.width, "border width").toBeGreaterThanOrEqual(1);
  expect(edge.color, "border colour").not.toBe("rgba(0, 0, 0, 0)");
}

test("buttons, the chosen billing period and tab, and the sliders stay visible", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const canvas = await background(page.locator("body"));

  await expectEdge(page.getByRole("main").getByRole("link", { name: heroContent.primaryCta }));

  const period = (label: string) => page.locator("label").filter({ hasText: label });
  const monthly = period(pricingContent.monthlyLabel);
  const annual = period(pricingContent.annualLabel);
  expect(await background(monthly)).not.toBe(await background(annual));
  await annual.click();
  await expect.poll(() => background(annual)).not.toBe(canvas);
  expect(await background(monthly)).not.toBe(await background(annual));

  const tabs = page.getByRole("tab");
  const selected = page.getByRole("tab", { selected: true });
  const other = tabs.nth(1);
  await expect(other).toHaveAttribute("aria-selected", "false");
  expect(await background(selected)).not.toBe(await background(other));
  expect(await background(selected)).not.toBe(canvas);

  const slider = page.getByRole("slider", { name: calculatorContent.sliders.contacts.label });
  // Radix: the slider's root holds the track first, then the thumb in a positioning wrapper.
  const track = slider.locator("xpath=../../*[1]");
  await expectEdge(track);
  await expectEdge(slider);
});

test("the blog's chosen category stands out", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  const strip = page.getByRole("navigation", { name: blogContent.filter.label });
  const all = strip.getByRole("link", { name: blogContent.filter.all, exact: true });
  await expect(all).toHaveAttribute("aria-current", "page");
  const next = strip.getByRole("link").nth(1);
  expect(await background(all)).not.toBe(await background(next));
});

test.describe("cookie settings", () => {
  test.use({ geoCountry: "DE" });

  test("each switch shows whether it is on", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: consentContent.summary.openSettings }).first().click();
    const analytics = page.getByRole("switch", {
      name: consentContent.settings.categories.analytics.name,
    });
    await expect(analytics).not.toBeChecked();
    const off = await background(analytics);
    await expectEdge(analytics);
    await analytics.click();
    await expect(analytics).toBeChecked();
    // The fill changes with a 150 ms colour transition: wait for it rather than read mid-way.
    await expect.poll(() => background(analytics)).not.toBe(off);
    const thumb = analytics.locator("span");
    expect(await background(thumb)).not.toBe(await background(analytics));
  });
});
