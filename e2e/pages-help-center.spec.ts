import { helpCenterContent } from "./support/content";
import { expect, gotoHydrated, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

const { search, popular, categories, moreHelp } = helpCenterContent;

const searchBox = (page: Page) => page.getByRole("searchbox", { name: search.label });
const status = (page: Page) => page.getByRole("status");
const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });

async function expectEverythingVisible(page: Page) {
  for (const item of popular.items) await expect(heading(page, item.title)).toBeVisible();
  for (const item of categories.items) await expect(heading(page, item.name)).toBeVisible();
}

test.describe("help center search", () => {
  test("shows the six popular articles and four categories before a search", async ({ page }) => {
    await gotoHydrated(page, "/help-center");
    await expectEverythingVisible(page);
    await expect(status(page)).toHaveText("");
  });

  test("filters articles and categories as the visitor types, ignoring case", async ({ page }) => {
    await gotoHydrated(page, "/help-center");
    await searchBox(page).pressSequentially("BILLING");

    await expect(status(page)).toHaveText("2 results for \u201cBILLING\u201d");
    // A description match and a title match.
    await expect(heading(page, "Choosing and changing your plan")).toBeVisible();
    await expect(heading(page, "Account & Billing")).toBeVisible();
    await expect(heading(page, "Getting started in 30 minutes")).toBeHidden();
    await expect(heading(page, "Integrations & API")).toBeHidden();
  });

  test("says when nothing matches and offers Contact Support", async ({ page }) => {
    await gotoHydrated(page, "/help-center");
    await searchBox(page).fill("quantum teleporter");
    await expect(status(page)).toHaveText("0 results for \u201cquantum teleporter\u201d");
    await expect(
      page.getByRole("heading", { name: "No results for \u201cquantum teleporter\u201d" }),
    ).toBeVisible();
    await expect(heading(page, popular.title)).toBeHidden();
    await expect(
      page.getByRole("link", { name: search.emptyAction, exact: true }).first(),
    ).toHaveAttribute("href", "/contact-support");
  });

  test("clearing the search brings everything back and keeps focus in the box", async ({
    page,
  }) => {
    await gotoHydrated(page, "/help-center");
    await searchBox(page).fill("migration");
    await expect(status(page)).toHaveText("1 result for \u201cmigration\u201d");
    await page.getByRole("button", { name: search.clear }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(status(page)).toHaveText("");
    await expectEverythingVisible(page);
  });

  test("links to support, training and status, and only links topics that have a page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/help-center");
    for (const item of moreHelp.items) {
      await expect(page.getByRole("link", { name: item.action })).toHaveAttribute(
        "href",
        item.href,
      );
    }
    for (const category of categories.items) {
      for (const article of category.articles) {
        const link = page.getByRole("link", { name: new RegExp(`^${article.title}`) });
        const linked =
          article.to?.kind === "page" || (article.to?.kind === "external" && !!article.to.href);
        await expect(link).toHaveCount(linked ? 1 : 0);
        if (!linked) await expect(page.getByText(article.title, { exact: true })).toBeVisible();
      }
    }
  });
});
