import type { Locator } from "@playwright/test";
import {
  blogContent,
  calculatorContent,
  consentContent,
  heroContent,
  pricingContent,
} from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { pixelColours } from "./support/pixels";

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

/** The red, green, blue and alpha of "rgb(r, g, b)" or "rgba(r, g, b, a)". */
const channels = (colour: string) => {
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};

/** A colour with alpha as it shows over an opaque one. */
const over = ([r = 0, g = 0, b = 0, a = 1]: number[], [R = 0, G = 0, B = 0]: number[]) => [
  r * a + R * (1 - a),
  g * a + G * (1 - a),
  b * a + B * (1 - a),
];

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

  // The slider is a native range input whose track and thumb are pseudo-elements: look at its
  // pixels, with the thumb at the far end so the filled part spans the track. The track's edge
  // and the thumb show in the theme's text colour, the filled part in its highlight colour.
  const slider = page.getByRole("slider", { name: calculatorContent.sliders.contacts.label });
  await slider.focus();
  await page.keyboard.press("End");
  await slider.blur();
  const colours = await pixelColours(slider);
  const [text, highlight] = await page.evaluate(() =>
    ["CanvasText", "Highlight"].map((name) => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.forcedColorAdjust = "none";
      probe.style.color = name;
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }),
  );
  const near = (target: number[]) =>
    [...colours]
      .filter(([rgb]) => channels(rgb).every((value, i) => Math.abs(value - (target[i] ?? 0)) <= 2))
      .reduce((sum, [, count]) => sum + count, 0);
  expect(near(channels(text ?? "")), "track edge and thumb").toBeGreaterThan(100);
  // Chrome's emulated theme gives Highlight some transparency: expect it over the Canvas colour.
  expect(near(over(channels(highlight ?? ""), channels(canvas))), "filled part").toBeGreaterThan(
    500,
  );
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
