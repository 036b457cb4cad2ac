import type { Page } from "@playwright/test";
import { getHelpArticlesIn, interfaceLabelsIn } from "./support/content";
import { expect, test, waitForHydration } from "./support/fixtures";
import { publishedLocales } from "@/components/i18n/published-locales";
import { languageNames, localePath, locales, type Locale } from "@/lib/i18n/locales";
import { LANGUAGE_COOKIE } from "@/scripts/language-links.mjs";

/**
 * The language switcher: for the page being read it offers the languages the page exists in,
 * else that language's home; it works by keyboard, in the header and in the mobile menu, and
 * the choice is remembered in the cookie the hosts read.
 */

const TRANSLATED = "/about";
// A page published in English alone: a help article no one has translated yet.
const ENGLISH_ONLY = getHelpArticlesIn("en")
  .map((article) => `/help-center/${article.slug}` as const)
  .find((path) => publishedLocales(path).length === 1);
if (!ENGLISH_ONLY) throw new Error("content/help: every article is translated; pick another page");

const headerMenu = (page: Page, locale: Locale) =>
  page.getByRole("banner").getByRole("list", { name: languageNames[locale].switcher });

/** Where each language's link leads, by the language's own name. */
async function targets(page: Page, locale: Locale) {
  const menu = headerMenu(page, locale);
  return Object.fromEntries(
    await Promise.all(
      locales.map(async (language) => [
        language,
        new URL(
          (await menu
            .getByRole("link", { name: languageNames[language].name })
            .getAttribute("href")) ?? "",
          page.url(),
        ).pathname,
      ]),
    ),
  );
}

test.describe("the language menu in the header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the content says which pages these checks read", () => {
    expect(publishedLocales(TRANSLATED)).toEqual([...locales]);
  });

  test("opens by keyboard and offers this page in every language it exists in", async ({
    page,
  }) => {
    await page.goto(TRANSLATED);
    await waitForHydration(page);
    const summary = page.getByRole("banner").locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(headerMenu(page, "en")).toBeVisible();
    expect(await targets(page, "en")).toEqual(
      Object.fromEntries(locales.map((locale) => [locale, localePath(locale, TRANSLATED)])),
    );
    await expect(
      headerMenu(page, "en").getByRole("link", { name: languageNames.en.name }),
    ).toHaveAttribute("aria-current", "true");

    // Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(headerMenu(page, "en")).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test("a page in English alone offers the other languages' homes", async ({ page }) => {
    await page.goto(ENGLISH_ONLY);
    await waitForHydration(page);
    await page.getByRole("banner").locator("summary").click();
    expect(await targets(page, "en")).toEqual(
      Object.fromEntries(
        locales.map((locale) => [locale, locale === "en" ? ENGLISH_ONLY : localePath(locale, "/")]),
      ),
    );
  });

  test("choosing a language opens the page in it and remembers the choice", async ({
    page,
    context,
  }) => {
    await page.goto(TRANSLATED);
    await waitForHydration(page);
    await page.getByRole("banner").locator("summary").click();
    await headerMenu(page, "en").getByRole("link", { name: languageNames.de.name }).click();
    await expect(page).toHaveURL(localePath("de", TRANSLATED));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const cookie = (await context.cookies()).find((entry) => entry.name === LANGUAGE_COOKIE);
    expect(cookie?.value).toBe("de");

    // And back, from the German menu, named in German.
    await page.getByRole("banner").locator("summary").click();
    await headerMenu(page, "de").getByRole("link", { name: languageNames.en.name }).click();
    await expect(page).toHaveURL(TRANSLATED);
    expect((await context.cookies()).find((entry) => entry.name === LANGUAGE_COOKIE)?.value).toBe(
      "en",
    );
  });

  test("a click outside closes it", async ({ page }) => {
    await page.goto(TRANSLATED);
    await waitForHydration(page);
    await page.getByRole("banner").locator("summary").click();
    await expect(headerMenu(page, "en")).toBeVisible();
    await page.locator("main h1").click();
    await expect(headerMenu(page, "en")).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

  test("the menu still opens and leads to each language's home", async ({ page }) => {
    await page.goto(TRANSLATED);
    await page.getByRole("banner").locator("summary").click();
    expect(await targets(page, "en")).toEqual(
      Object.fromEntries(locales.map((locale) => [locale, localePath(locale, "/")])),
    );
  });
});

test.describe("the language list in the mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("offers this page in each language and leads there by keyboard", async ({ page }) => {
    await page.goto(localePath("fr", TRANSLATED));
    await waitForHydration(page);
    const { mobileMenu } = interfaceLabelsIn("fr");
    await page.getByRole("button", { name: mobileMenu.open }).click();
    const list = page
      .getByRole("navigation", { name: mobileMenu.navLabel })
      .getByRole("list", { name: languageNames.fr.switcher });
    const dutch = list.getByRole("link", { name: languageNames.nl.name });
    await dutch.focus();
    await expect(dutch).toHaveAttribute("href", localePath("nl", TRANSLATED));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(localePath("nl", TRANSLATED));
  });
});
