import { integrationsContent } from "./support/content";
import { LOGO_STRIP_STEP_MS } from "@/lib/browser/timings";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { freezeClock } from "./landing-clock";
import type { Page } from "@playwright/test";

const track = (page: Page) => page.getByTestId("logo-track");

async function offset(page: Page) {
  const transform = await track(page).evaluate((node) => node.style.transform);
  const match = /translateX\((-?[\d.]+)px\)/.exec(transform);
  return match ? -Number(match[1]) : 0;
}

test.describe("integrations", () => {
  test("names all eleven logos and shows the three info cards", async ({ page }) => {
    await gotoHydrated(page, "/");
    const strip = page.getByRole("group", { name: integrationsContent.stripLabel });
    // The second copy that makes the loop seamless is hidden from assistive technology.
    await expect(strip.getByRole("listitem")).toHaveCount(integrationsContent.logos.length);
    for (const logo of integrationsContent.logos) {
      await expect(strip.getByRole("listitem").filter({ hasText: logo.name })).toHaveCount(1);
    }
    for (const card of integrationsContent.cards) {
      await expect(page.getByRole("heading", { name: card.title })).toBeVisible();
    }
  });

  test("moves 1 px every 25 ms, pauses on hover and focus, resets at half width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.mouse.move(0, 0);
    expect(await offset(page)).toBe(0);
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 10);
    expect(await offset(page)).toBe(10);

    await track(page).hover();
    const hovered = await offset(page);
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 20);
    expect(await offset(page)).toBe(hovered);
    await page.mouse.move(0, 0);
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 5);
    expect(await offset(page)).toBe(hovered + 5);

    const toggle = page
      .getByRole("group", { name: integrationsContent.stripLabel })
      .getByRole("button");
    await expect(toggle).toHaveAccessibleName(integrationsContent.pauseLabel);
    await toggle.focus();
    const focused = await offset(page);
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 20);
    expect(await offset(page)).toBe(focused);

    await toggle.press("Enter");
    await expect(toggle).toHaveAccessibleName(integrationsContent.playLabel);
    await toggle.blur();
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 20);
    expect(await offset(page)).toBe(focused);
    await toggle.focus();
    await toggle.press("Enter");
    await expect(toggle).toHaveAccessibleName(integrationsContent.pauseLabel);
    await toggle.blur();

    const half = await track(page).evaluate((node) => node.scrollWidth / 2);
    const before = await offset(page);
    const stepsToHalf = Math.ceil(half) - before;
    await page.clock.runFor(LOGO_STRIP_STEP_MS * (stepsToHalf - 1));
    expect(await offset(page)).toBe(before + stepsToHalf - 1);
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 3);
    expect(await offset(page)).toBeLessThan(5);
  });

  test("stands still and shows every logo under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await freezeClock(page);
    await gotoHydrated(page, "/");
    await page.clock.runFor(LOGO_STRIP_STEP_MS * 40);
    expect(await offset(page)).toBe(0);
    const strip = page.getByRole("group", { name: integrationsContent.stripLabel });
    for (const logo of integrationsContent.logos) {
      const box = await strip.getByText(logo.name, { exact: true }).first().boundingBox();
      expect(box?.x, logo.name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), logo.name).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole("button", { name: integrationsContent.pauseLabel })).toHaveCount(0);
  });
});
