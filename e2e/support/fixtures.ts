import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { siteConfig } from "./content";
import { HYDRATED_PREFIX } from "@/lib/browser/early-clicks.mjs";

/**
 * Any address but the local server's. A pattern, not a function: Playwright then pauses only the
 * requests it matches, where a function makes every request of the page wait on this process.
 */
const LEAVES_THE_MACHINE = /^(?!https?:\/\/(?:127\.0\.0\.1|localhost)(?:[:/]|$))/;
const HYDRATION_TIMEOUT_MS = 30_000;

type Fixtures = {
  /** Country the intercepted geolocation lookup answers with; null makes it fail. */
  geoCountry: string | null;
  /** Console errors and uncaught exceptions seen on the page so far. */
  consoleErrors: string[];
};

/**
 * Every e2e test runs offline and deterministic: the consent banner's geolocation lookup is
 * answered locally (US by default, so the banner stays out of the way) and any other request
 * that would leave the machine is aborted.
 */
export const test = base.extend<Fixtures>({
  geoCountry: ["US", { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`Uncaught: ${error.message}`));
    await use(errors);
  },
  page: async ({ page, geoCountry }, use) => {
    await page.route(LEAVES_THE_MACHINE, (route) => {
      if (route.request().url().startsWith(siteConfig.geoEndpoint) && geoCountry) {
        return route.fulfill({ json: { country_code: geoCountry } });
      }
      return route.fulfill({ status: 503, body: "offline in tests" });
    });
    await use(page);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page (the root layout's HydrationSignal marks
 * `<html data-hydrated>`), so islands answer clicks and keys. Only meaningful after a document
 * load (goto, reload); a client-side navigation keeps the mark of the first page.
 */
export async function waitForHydration(page: Page) {
  // Hydrating is part of loading the page: give it a page load's time, not an assertion's 5 s
  // (on a busy machine it has taken longer).
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", {
    timeout: HYDRATION_TIMEOUT_MS,
  });
}

/** Waits until React has hydrated the element `locator` finds (it carries React's own mark). */
export async function waitForElementHydration(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate(
        (element, prefix) => Object.keys(element).some((key) => key.startsWith(prefix)),
        HYDRATED_PREFIX,
      ),
    )
    .toBe(true);
}

/** Opens `path` and waits until the page has hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Reloads the page and waits until it has hydrated again. */
export async function reloadHydrated(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

/**
 * Waits until the landing-page section `id` has been scrolled to: it starts 80 px from the top
 * (scroll-margin-top is 5rem, under the 4rem header), give or take 5 px.
 */
export async function expectSectionAtTop(page: Page, id: string) {
  await expect
    .poll(() => page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top))
    .toBeCloseTo(80, -1);
}
