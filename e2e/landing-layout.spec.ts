import { planComparison, plans, pricingContent } from "./support/content";
import { DESKTOP, LANDING_MAX_HEIGHT, PHONE } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";

/**
 * The landing page makes its case once, in the order a visitor decides, within a height a
 * visitor reads to the end: every section reachable by its anchor, the plan comparison folded
 * beneath the prices, and one colour on every plan's button.
 */

/** Every section of `/` by its anchor, in order (the folded ones inside their hosts). */
const ANCHORS = [
  "integrations",
  "why-switch",
  "features",
  "roadmap",
  "how-it-works",
  "vault",
  "pricing",
  "compare-plans",
  "savings",
  "calculator",
  "faq",
];

for (const viewport of [DESKTOP, PHONE]) {
  test(`/ is at most ${LANDING_MAX_HEIGHT[viewport.width]} px tall at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/");
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(LANDING_MAX_HEIGHT[viewport.width]!);
  });
}

test("every section of / has its anchor, in the order a visitor decides", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/");
  const tops = await page.evaluate(
    (ids) =>
      ids.map((id) => {
        const element = document.getElementById(id);
        return element ? element.getBoundingClientRect().top + window.scrollY : null;
      }),
    ANCHORS,
  );
  expect(
    tops.every((top) => top !== null),
    ANCHORS.join(", "),
  ).toBe(true);
  expect([...tops].sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(tops);

  // The comparison is folded beneath the cards, and opens in place from its link.
  const compare = page.locator("#compare-plans");
  await expect(compare).not.toHaveAttribute("open");
  await expect(compare.getByRole("heading", { name: planComparison.heading })).toBeVisible();
  await compare.locator("summary").click();
  await expect(page.getByRole("table", { name: planComparison.caption })).toBeVisible();
});

test("every plan's button is the one brand colour, the plans' accents a mark", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoHydrated(page, "/");
  const brand = await page
    .getByRole("main")
    .getByRole("link", { name: /trial/i })
    .first()
    .evaluate((link) => getComputedStyle(link).backgroundColor);
  const colours = new Set<string>();
  for (const plan of plans) {
    const buttons = page
      .locator(`[data-plan=${plan.id}]`)
      .getByRole("link", { name: new RegExp(plan.cta) });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      if (!(await button.isVisible())) continue;
      colours.add(await button.evaluate((link) => getComputedStyle(link).backgroundColor));
    }
  }
  expect([...colours]).toEqual([brand]);
  // The recommended plan is drawn in the brand colour too: its border and badge.
  const popular = plans.find((plan) => plan.popular);
  if (popular) {
    const card = page.locator(`[data-plan=${popular.id}]`);
    expect(await card.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe(brand);
    const badge = card.getByText(pricingContent.popularBadge);
    expect(await badge.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(brand);
  }
});
