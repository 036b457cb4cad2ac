import { integrationsContent } from "./support/content";
import { LOGO_STRIP_STEP_MS, LOGO_STRIP_STEP_PX } from "@/lib/browser/timings";
import { expect, gotoHydrated, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

const track = (page: Page) => page.getByTestId("logo-track");

/**
 * The strip's motion (one Web Animation of the track, components/sections/logo-strip.tsx): how
 * far it has moved in px, whether it plays, its loop's length and how long a loop takes. With
 * `at`, the animation is first set to that time.
 */
function motion(page: Page, at?: number) {
  return track(page).evaluate((node, time) => {
    const [animation] = node.getAnimations();
    if (animation && time !== undefined) animation.currentTime = time;
    return {
      offset: 0 - new DOMMatrixReadOnly(getComputedStyle(node).transform).m41,
      playing: animation?.playState === "running",
      count: node.getAnimations().length,
      half: node.scrollWidth / 2,
      duration: Number(animation?.effect?.getTiming().duration ?? 0),
    };
  }, at);
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
    await gotoHydrated(page, "/");
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await motion(page)).playing).toBe(true);
    const { half, duration } = await motion(page);
    expect(duration).toBeCloseTo((half / LOGO_STRIP_STEP_PX) * LOGO_STRIP_STEP_MS, 3);
    expect((await motion(page, LOGO_STRIP_STEP_MS * 10)).offset).toBeCloseTo(
      10 * LOGO_STRIP_STEP_PX,
      1,
    );
    expect((await motion(page, duration - LOGO_STRIP_STEP_MS)).offset).toBeCloseTo(half - 1, 1);
    expect((await motion(page, duration + LOGO_STRIP_STEP_MS * 2)).offset).toBeCloseTo(2, 1);

    // The strip, not the track: a moving element never settles for Playwright's hover.
    await page.getByRole("group", { name: integrationsContent.stripLabel }).hover();
    await expect.poll(async () => (await motion(page)).playing).toBe(false);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await motion(page)).playing).toBe(true);

    const toggle = page
      .getByRole("group", { name: integrationsContent.stripLabel })
      .getByRole("button");
    await expect(toggle).toHaveAccessibleName(integrationsContent.pauseLabel);
    await toggle.focus();
    await expect.poll(async () => (await motion(page)).playing).toBe(false);

    await toggle.press("Enter");
    await expect(toggle).toHaveAccessibleName(integrationsContent.playLabel);
    await toggle.blur();
    const stopped = (await motion(page)).offset;
    await page.waitForTimeout(300);
    expect(await motion(page)).toMatchObject({ playing: false, offset: stopped });
    await toggle.focus();
    await toggle.press("Enter");
    await expect(toggle).toHaveAccessibleName(integrationsContent.pauseLabel);
    await toggle.blur();
    await expect.poll(async () => (await motion(page)).playing).toBe(true);
  });

  test("stands still and shows every logo under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    await page.waitForTimeout(300);
    expect(await motion(page)).toMatchObject({ count: 0, offset: 0 });
    const strip = page.getByRole("group", { name: integrationsContent.stripLabel });
    for (const logo of integrationsContent.logos) {
      const box = await strip.getByText(logo.name, { exact: true }).first().boundingBox();
      expect(box?.x, logo.name).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), logo.name).toBeLessThanOrEqual(390);
    }
    await expect(page.getByRole("button", { name: integrationsContent.pauseLabel })).toHaveCount(0);
  });
});
