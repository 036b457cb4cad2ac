import type { Page } from "@playwright/test";

const START = new Date("2025-06-02T09:00:00Z").getTime();

/**
 * Installs Playwright's clock already paused, so timers fire only when a test calls
 * `page.clock.runFor` and counts of ticks are exact. Call it before loading the page, or after
 * a lazy component has rendered (React reveals Suspense content on a timer).
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
}
