import { blogContent, siteConfig } from "./support/content";
import { countLabel } from "@/lib/count-label";
import { fillTemplate } from "@/lib/fill-template";
import {
  buildHasProvider,
  controlFillTime,
  fakeFormEndpoint,
  nextMailto,
  serveWithFormEndpoint,
} from "./support/form-endpoint";
import { expect, gotoHydrated, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

const { filter, posts, newsletter } = blogContent;
const chips = [filter.all, ...filter.categories.map((category) => category.name)];

const chipStrip = (page: Page) => page.getByRole("group", { name: filter.label });
const articles = (page: Page) => page.locator("#articles article");

test.describe("blog category filter", () => {
  test("starts on All, marked for assistive technology, with every post", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await expect(chipStrip(page).getByRole("button")).toHaveText(chips);
    await expect(
      chipStrip(page).getByRole("button", { name: filter.all, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(articles(page)).toHaveCount(posts.length);
    for (const post of posts) {
      await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
    }
  });

  for (const category of filter.categories.map((entry) => entry.name)) {
    test(`the ${category} chip shows only its posts`, async ({ page }) => {
      await gotoHydrated(page, "/blog");
      const chip = chipStrip(page).getByRole("button", { name: category, exact: true });
      await chip.click();

      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect(chipStrip(page).locator("[aria-pressed=true]")).toHaveCount(1);
      const expected = posts.filter((post) => post.category === category);
      await expect(articles(page)).toHaveCount(expected.length);
      for (const post of expected) {
        await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
      }
      if (expected.length === 0) {
        await expect(
          page.getByRole("heading", { name: fillTemplate(filter.emptyTitle, { category }) }),
        ).toBeVisible();
      } else {
        await expect(page.getByRole("status").filter({ hasText: category })).toContainText(
          countLabel(expected.length, filter.noun),
        );
      }
    });
  }

  test("a category without posts says so and leads back to all posts", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const empty = filter.categories.find(
      (category) => !posts.some((post) => post.category === category.name),
    );
    expect(empty, "the sample data leaves one category empty").toBeDefined();
    await chipStrip(page).getByRole("button", { name: empty?.name }).click();
    await expect(articles(page)).toHaveCount(0);
    await expect(page.getByText(filter.emptyText)).toBeVisible();
    await expect(page.getByRole("link", { name: filter.emptyAction })).toHaveAttribute(
      "href",
      "#newsletter",
    );

    await page.getByRole("button", { name: filter.showAll }).click();
    await expect(articles(page)).toHaveCount(posts.length);
    await expect(
      chipStrip(page).getByRole("button", { name: filter.all, exact: true }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  test("All brings every post back after filtering", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const category = posts[0]?.category ?? "";
    await chipStrip(page).getByRole("button", { name: category, exact: true }).click();
    await expect(articles(page)).toHaveCount(
      posts.filter((post) => post.category === category).length,
    );
    await chipStrip(page).getByRole("button", { name: filter.all, exact: true }).click();
    await expect(articles(page)).toHaveCount(posts.length);
    const status = fillTemplate(filter.statusAll, {
      count: countLabel(posts.length, filter.noun),
    });
    await expect(page.getByRole("status").filter({ hasText: status })).toHaveText(status);
  });
});

test.describe("Stay Updated newsletter box", () => {
  const emailBox = (page: Page) =>
    page.locator("#newsletter").getByRole("textbox", { name: newsletter.emailLabel });
  const subscribe = (page: Page) =>
    page.locator("#newsletter").getByRole("button", { name: newsletter.button });

  test("explains an empty or malformed address and keeps what was typed", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await subscribe(page).click();
    await expect(emailBox(page)).toBeFocused();
    await expect(emailBox(page)).toHaveAccessibleDescription(newsletter.messages.emailRequired);

    await emailBox(page).fill("sam@shop");
    await subscribe(page).click();
    await expect(emailBox(page)).toHaveAccessibleDescription(newsletter.messages.emailInvalid);
    await expect(emailBox(page)).toHaveAttribute("aria-invalid", "true");
    await expect(emailBox(page)).toHaveValue("sam@shop");
  });

  test("without an endpoint, opens a subscription e-mail to support", async ({ page }) => {
    test.skip(buildHasProvider, "this build posts to its configured provider");
    await gotoHydrated(page, "/blog");
    await emailBox(page).fill("sam@shop.example");
    const mail = nextMailto(page);
    await subscribe(page).click();
    const url = await mail;
    expect(url.pathname).toBe(siteConfig.email.support);
    expect(url.searchParams.get("subject")).toBe(newsletter.mail.subject);
    expect(url.searchParams.get("body")).toContain("sam@shop.example");
    const toast = fillTemplate(newsletter.toast.mail, { to: siteConfig.email.support });
    await expect(page.getByText(toast)).toBeVisible();
  });

  test("with an endpoint, POSTs the address and confirms", async ({ page, consoleErrors }) => {
    const passFillTime = await controlFillTime(page);
    await serveWithFormEndpoint(page, "/blog");
    const received = await fakeFormEndpoint(page, { status: 200 });
    await gotoHydrated(page, "/blog");
    await emailBox(page).fill("sam@shop.example");
    await passFillTime();
    await subscribe(page).click();
    await expect(page.getByText(newsletter.toast.posted)).toBeVisible();
    expect(received).toEqual([
      { form: "newsletter", email: "sam@shop.example", page: `${siteConfig.origin}/blog` },
    ]);
    await expect(emailBox(page)).toHaveValue("");
    expect(consoleErrors).toEqual([]);
  });
});
