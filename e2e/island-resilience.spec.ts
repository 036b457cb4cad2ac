import AxeBuilder from "@axe-core/playwright";
import type { Page, Route } from "@playwright/test";
import {
  calculatorContent,
  chatContent,
  consentContent,
  helpCenterContent,
  navigation,
  required,
} from "./support/content";
import { AXE_TAGS } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { dropLaterScripts, dropScriptsWith } from "./support/offline";
import { wordOnlyIn } from "./support/search-words";
import { templatePattern } from "./support/template";

const { storageKey, summary: summaryText, settings: settingsText, toasts } = consentContent;
/** The framework's own error page, which replaces the whole document when nothing catches. */
const FRAMEWORK_ERROR = /This page couldn.t load|Application error/i;

const summaryRegion = (page: Page) => page.getByRole("region", { name: summaryText.heading });
const chatLauncher = (page: Page) => page.getByRole("button", { name: chatContent.launcherLabel });
const chatDialog = (page: Page) => page.getByRole("dialog", { name: chatContent.assistantName });

/**
 * Storage as a hardened or broken browser gives it: the stored consent value is not a record,
 * and every write, removal and key listing throws, in localStorage and sessionStorage alike.
 */
async function makeStorageHostile(page: Page) {
  await page.addInitScript((key) => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Storage.prototype.getItem = (name: string) => (name === key ? "{not a consent record" : null);
    Storage.prototype.setItem = refuse;
    Storage.prototype.removeItem = refuse;
    Storage.prototype.key = refuse;
    Storage.prototype.clear = refuse;
    Object.defineProperty(Storage.prototype, "length", { get: refuse });
  }, storageKey);
}

async function expectPageStays(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByText(FRAMEWORK_ERROR)).toHaveCount(0);
}

test.describe("storage that throws", () => {
  test.use({ geoCountry: "FR" });

  for (const path of ["/", "/blog"]) {
    test(`leaves ${path} standing, and the banner still decides`, async ({
      page,
      consoleErrors,
    }) => {
      await makeStorageHostile(page);
      await gotoHydrated(page, path);
      await expectPageStays(page);

      await expect(summaryRegion(page)).toBeVisible();
      await summaryRegion(page).getByRole("button", { name: summaryText.acceptAll }).click();
      await expect(summaryRegion(page)).toBeHidden();
      // The browser refused the write: the visitor is told, not promised it was saved.
      await expect(page.getByText(toasts.notSaved)).toBeVisible();
      await expect(page.getByText(toasts.acceptedAll)).toHaveCount(0);

      await expectPageStays(page);
      expect(consoleErrors.filter((error) => error.startsWith("Uncaught"))).toEqual([]);
    });
  }

  test("saving in the settings says the choice could not be saved", async ({ page }) => {
    await makeStorageHostile(page);
    await gotoHydrated(page, "/");
    await page
      .getByRole("contentinfo")
      .getByRole("button", { name: summaryText.openSettings })
      .click();
    const dialog = page.getByRole("dialog", { name: settingsText.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: settingsText.save }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(toasts.notSaved)).toBeVisible();
    await expect(page.getByText(toasts.saved)).toHaveCount(0);
    await expectPageStays(page);
  });
});

test.describe("a lookup answering with a code that is no listed country", () => {
  for (const code of ["UK", "EL", "EU"]) {
    test.describe(code, () => {
      test.use({ geoCountry: code });

      test("shows the banner", async ({ page }) => {
        await gotoHydrated(page, "/");
        await expect(summaryRegion(page)).toBeVisible();
      });
    });
  }
});

test("a chat whose code fails to download says so, logs it, and opens on the next try", async ({
  page,
  consoleErrors,
}) => {
  await gotoHydrated(page, "/");
  // From here on, scripts the page has not loaded yet (the chat panel's) fail, as offline.
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name)),
  );
  const offline = (route: Route) =>
    loaded.has(route.request().url()) ? route.continue() : route.abort("internetdisconnected");
  await page.route("**/_next/static/chunks/**", offline);

  await chatLauncher(page).click();
  await expect(page.getByRole("status").filter({ hasText: chatContent.loadFailed })).toBeVisible();
  await expect(chatDialog(page)).toHaveCount(0);
  await expect(chatLauncher(page)).toHaveAttribute("aria-expanded", "false");
  expect(consoleErrors.join("\n")).toContain("chat panel");
  await expectPageStays(page);

  // Back online: the same button downloads the code again and the chat opens.
  await page.unroute("**/_next/static/chunks/**", offline);
  await chatLauncher(page).click();
  await expect(chatDialog(page)).toBeVisible();
  await expect(page.getByText(chatContent.loadFailed)).toHaveCount(0);
});

test("a calculator whose code fails to download gives way to a notice; the page stays", async ({
  page,
  consoleErrors,
}) => {
  const { labels, sliders } = calculatorContent;
  const backOnline = await dropLaterScripts(page, "/");
  await gotoHydrated(page, "/");

  const notice = page.getByRole("status").filter({ hasText: labels.loadFailed });
  await expect(notice).toBeVisible();
  await expect(page.getByRole("slider", { name: sliders.contacts.label })).toHaveCount(0);
  // Only the calculator went: its section and the ones after it are still there.
  await expect(page.getByRole("heading", { name: calculatorContent.heading })).toBeVisible();
  await expect(page.getByRole("heading", { name: labels.resultsHeading })).toHaveCount(0);
  await expectPageStays(page);
  expect(consoleErrors.join("\n")).toContain("savings calculator");
  const { violations } = await new AxeBuilder({ page })
    .include("section:has(#calculator-heading)")
    .withTags(AXE_TAGS)
    .analyze();
  expect(violations).toEqual([]);

  await backOnline();
  await page.getByRole("button", { name: labels.reload }).click();
  await expect(page.getByRole("slider", { name: sliders.contacts.label })).toBeVisible();
  await expect(page.getByText(labels.loadFailed)).toHaveCount(0);
});

test("a search whose code fails to download says so, keeps the listing and works on retry", async ({
  page,
}) => {
  const { search, popular } = helpCenterContent;
  const { word, route } = wordOnlyIn((path) => path.startsWith("/help-center/"));
  const backOnline = await dropLaterScripts(page, "/help-center");
  await gotoHydrated(page, "/help-center");

  const box = page.getByRole("searchbox", { name: search.label });
  await box.fill(word);
  // Said in the live region, so a screen reader hears that the search failed.
  await expect(page.getByRole("status").filter({ hasText: search.failed })).toBeVisible();
  await expect(page.getByRole("heading", { name: popular.title, exact: true })).toBeVisible();
  await expectPageStays(page);

  await backOnline();
  await box.press("End");
  await box.press("Space");
  await expect(
    page
      .getByRole("list", { name: templatePattern(search.status) })
      .locator(`a[href="${route}"]`)
      .first(),
  ).toBeVisible();
  await expect(page.getByText(search.failed)).toHaveCount(0);
});

test("cookie settings whose code fails to download say so, and open on the next press", async ({
  page,
  consoleErrors,
}) => {
  // The consent manager's chunk (its banner reducer names this action) cannot be downloaded.
  const backOnline = await dropScriptsWith(page, "lookup-finished");
  await gotoHydrated(page, "/about");
  await expect.poll(() => consoleErrors.join("\n")).toContain("cookie consent");
  const label = required(
    navigation.legal.find((item) => item.kind === "cookie-settings"),
    "Cookie Settings link in the footer",
  ).label;
  const button = page.getByRole("contentinfo").getByRole("button", { name: label });
  const dialog = page.getByRole("dialog", { name: settingsText.title });

  await button.click();
  await expect(page.getByText(settingsText.loadFailed)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectPageStays(page);

  await backOnline();
  await button.click();
  await expect(dialog).toBeVisible();
  await expect(page.getByText(settingsText.loadFailed)).toHaveCount(0);
});
