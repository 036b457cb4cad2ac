import type { Locator, Page } from "@playwright/test";
import {
  chatContent,
  consentContent,
  contactSupportContent,
  faqContent,
  featuresContent,
  interfaceLabels,
  required,
} from "./support/content";
import { EARLY_CLICK_TTL } from "@/lib/browser/early-clicks.mjs";
import { expect, gotoHydrated, test, waitForElementHydration } from "./support/fixtures";

// A visitor on a slow phone clicks as soon as the page answers: each click on an island must do
// what it says, the first time. The CPU is slowed 4x as Lighthouse's mobile profile does; every
// click is made right after the page has hydrated, while islands may still be loading their code.

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

const launcher = (page: Page) => page.getByRole("button", { name: chatContent.launcherLabel });
const chatDialog = (page: Page) => page.getByRole("dialog", { name: chatContent.assistantName });

test.describe("on a 4x slower CPU, first clicks right after hydration", () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page);
  });

  test("the chat button opens the chat at its first click", async ({ page }) => {
    await gotoHydrated(page, "/");
    await launcher(page).click();
    await expect(chatDialog(page)).toBeVisible();
  });

  test("the FAQ's Live Chat Now opens the chat", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: faqContent.contact.chatLabel }).click();
    await expect(chatDialog(page)).toBeVisible();
  });

  test("a feature tab far down the page is chosen at its first click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const last = required(featuresContent.tabs.at(-1), "a feature tab");
    const tab = page.getByRole("tab", { name: last.label });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(`#feature-panel-${last.id}`)).toBeVisible();
  });

  test("the contact form checks an empty send inline and sends nothing", async ({ page }) => {
    const { form } = contactSupportContent;
    await gotoHydrated(page, "/contact-support");
    // Nothing is posted and no page is opened (link prefetches aside).
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" || request.isNavigationRequest()) sent.push(request.url());
    });
    await page.getByRole("button", { name: form.submit }).click();
    const firstName = page.getByRole("textbox", { name: form.labels.firstName });
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(form.messages.firstNameRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/contact-support$/);
    expect(sent).toEqual([]);
  });
});

test.describe("on a 4x slower CPU, an EU visitor", () => {
  test.use({ geoCountry: "DE" });

  // The bar comes in the same second as the click: the FAQ's part of the page hydrates after the
  // chat has opened, and React then replays the focus the click gave its button.
  test("on a phone, opens the chat from the FAQ's Live Chat Now clicked as it shows, and it stays open", async ({
    page,
  }) => {
    await slowCpu(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/", { waitUntil: "commit" });
    const button = page.getByRole("button", { name: faqContent.contact.chatLabel });
    await button.click();
    await expect(chatDialog(page)).toBeVisible({ timeout: 15_000 });
    await waitForElementHydration(button);
    await expect(page.getByRole("region", { name: consentContent.summary.heading })).toBeVisible();
    await expect(chatDialog(page)).toBeVisible();
  });

  test("is asked, and Reject All is heard at its first click", async ({ page }) => {
    await slowCpu(page);
    await page.goto("/");
    const summary = page.getByRole("region", { name: consentContent.summary.heading });
    await expect(summary).toBeVisible({ timeout: 15_000 });
    await summary.getByRole("button", { name: consentContent.summary.rejectAll }).click();
    await expect(summary).toBeHidden();
  });
});

/**
 * Holds every script of the framework (and so React and the islands) until `release` is called:
 * the page is drawn and can be clicked, but nothing has hydrated.
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("on a 4x slower CPU, a click made before the page has hydrated", () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page);
  });

  /** Opens `path` with its scripts held, clicks what `target` finds, then lets the scripts run. */
  async function clickEarly(page: Page, path: string, target: (page: Page) => Locator) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await target(page).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
  }

  test("on the chat button opens the chat", async ({ page }) => {
    await clickEarly(page, "/", launcher);
    await expect(chatDialog(page)).toBeVisible({ timeout: 15_000 });
  });

  test("on the FAQ's Live Chat Now opens the chat", async ({ page }) => {
    await clickEarly(page, "/", (page) =>
      page.getByRole("button", { name: faqContent.contact.chatLabel }),
    );
    await expect(chatDialog(page)).toBeVisible({ timeout: 15_000 });
  });

  test("long before the page hydrates, on the FAQ's Live Chat Now still opens the chat", async ({
    page,
  }) => {
    // A phone that takes longer to hydrate than a held click is kept once the page has: the
    // visitor could do nothing else in the meantime, so the click still stands.
    await page.clock.install();
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: faqContent.contact.chatLabel }).click();
    await page.clock.fastForward(EARLY_CLICK_TTL + 1_000);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await expect(chatDialog(page)).toBeVisible({ timeout: 15_000 });
  });

  test("on a feature tab chooses it, once", async ({ page }) => {
    const last = required(featuresContent.tabs.at(-1), "a feature tab");
    const tab = (page: Page) => page.getByRole("tab", { name: last.label });
    await clickEarly(page, "/", tab);
    await expect(tab(page)).toHaveAttribute("aria-selected", "true", { timeout: 15_000 });
    await expect(page.locator(`#feature-panel-${last.id}`)).toBeVisible();
  });

  test("in the contact form keeps what was typed, and the first send checks it", async ({
    page,
  }) => {
    const { form } = contactSupportContent;
    const field = (name: string) => page.getByRole("textbox", { name, exact: true });
    const release = await holdScripts(page);
    await page.goto("/contact-support", { waitUntil: "domcontentloaded" });
    await field(form.labels.firstName).fill("Anne");
    await field(form.labels.message).fill("Typed before the page had hydrated.");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" || request.isNavigationRequest()) sent.push(request.url());
    });
    await page.getByRole("button", { name: form.submit }).click();
    await expect(field(form.labels.lastName)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(form.messages.lastNameRequired)).toBeVisible();
    await expect(field(form.labels.firstName)).toHaveValue("Anne");
    await expect(field(form.labels.firstName)).not.toHaveAttribute("aria-invalid", "true");
    await expect(field(form.labels.message)).toHaveValue("Typed before the page had hydrated.");
    expect(sent).toEqual([]);
  });

  test("on the phone menu's button opens the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await clickEarly(page, "/about", (page) =>
      page.getByRole("button", { name: interfaceLabels.mobileMenu.open }),
    );
    await expect(
      page.getByRole("navigation", { name: interfaceLabels.mobileMenu.navLabel }),
    ).toBeVisible({ timeout: 15_000 });
  });
});
