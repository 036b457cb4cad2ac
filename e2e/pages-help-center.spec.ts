import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import {
  articlesInCategory,
  helpArticlePath,
  getHelpArticles,
  helpCenterContent,
  planComparison,
  plans,
  popularArticles,
} from "./support/content";
import { formatUsd } from "@/lib/text/format";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { ECHO_MAX_LENGTH, shorten } from "@/lib/text/visible-text";
import { AXE_TAGS, REFLOW, VIEWPORTS } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { servedPages } from "./support/served-pages";
import { routesHolding, wordOnlyIn } from "./support/search-words";
import { templatePattern } from "./support/template";

const { search, popular, categories, moreHelp, article: articleCopy } = helpCenterContent;

const searchBox = (page: Page) => page.getByRole("searchbox", { name: search.label });
const status = (page: Page) => page.getByRole("search").locator("..").getByRole("status");
const results = (page: Page) => page.getByRole("list", { name: templatePattern(search.status) });
const heading = (page: Page, name: string) => page.getByRole("heading", { name, exact: true });
const resultLink = (page: Page, href: string) => results(page).locator(`a[href="${href}"]`).first();
const resultItem = (page: Page, href: string) =>
  results(page)
    .getByRole("listitem")
    .filter({ has: page.locator(`a[href="${href}"]`) })
    .first();

test.describe("help center listing", () => {
  // One load: the listing first, then searches, each started from the empty box.
  test("lists the articles, and each search lists what it finds or says nothing does", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, "/help-center");
    const startOver = async () => {
      await searchBox(page).fill("");
      await expect(heading(page, popular.title)).toBeVisible();
    };

    await test.step("lists the popular articles and each category's articles, linked to their pages", async () => {
      const popularSection = page.getByRole("region", { name: popular.title });
      for (const article of popularArticles()) {
        await expect(
          popularSection.getByRole("link", { name: article.frontmatter.title, exact: true }),
        ).toHaveAttribute("href", helpArticlePath(article.slug));
        await expect(popularSection.getByText(article.frontmatter.description)).toBeVisible();
      }
      for (const category of categories.items) {
        const card = page.getByRole("article", { name: category.name });
        const links = card.getByRole("listitem").getByRole("link");
        await expect(links).toHaveText(
          articlesInCategory(category.name).map((article) => article.frontmatter.title),
        );
        for (const article of articlesInCategory(category.name)) {
          await expect(
            card.getByRole("link", { name: article.frontmatter.title, exact: true }),
          ).toHaveAttribute("href", helpArticlePath(article.slug));
        }
      }
      for (const item of moreHelp.items) {
        await expect(page.getByRole("link", { name: item.action })).toHaveAttribute(
          "href",
          item.href,
        );
      }
    });

    await test.step("clearing the search brings the listing back and keeps focus in the box", async () => {
      const { word } = wordOnlyIn((path) => path.startsWith("/help-center/"));
      await searchBox(page).fill(word);
      await expect(results(page)).toBeVisible();
      await page.getByRole("button", { name: search.clear }).click();
      await expect(searchBox(page)).toHaveValue("");
      await expect(searchBox(page)).toBeFocused();
      await expect(status(page)).toHaveText("");
      await expect(heading(page, popular.title)).toBeVisible();
      await expect(heading(page, categories.title)).toBeVisible();
    });

    await test.step("finds a word only the blog uses", async () => {
      await startOver();
      const { word, route } = wordOnlyIn((path) => path === "/blog" || path.startsWith("/blog/"));
      await searchBox(page).fill(word);
      const link = resultLink(page, route);
      await expect(link).toBeVisible();
      const item = resultItem(page, route);
      await expect(item.getByText(search.kinds.blog, { exact: true })).toBeVisible();
      await expect(item.locator("mark").first()).toHaveText(new RegExp(word.slice(0, 5), "i"));
    });

    await test.step("lists the pages holding the word as typed before those holding another word of its stem", async () => {
      await startOver();
      // Pagefind's English stemmer makes "conversations" and "conversions" one word.
      const [word, sameStem] = ["conversations", "conversions"];
      const holding = new Set(routesHolding(word));
      const others = routesHolding(sameStem).filter((route) => !holding.has(route));
      expect(holding.size, `pages holding "${word}"`).toBeGreaterThan(0);
      expect(others.length, `pages holding "${sameStem}" only`).toBeGreaterThan(0);
      await searchBox(page).fill(word);
      await expect(status(page)).toHaveText(templatePattern(search.status, { query: word }));
      const hrefs = await results(page)
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const held = hrefs.map((href) => holding.has(href));
      expect(held[0], hrefs.join(" ")).toBe(true);
      expect(held, hrefs.join(" ")).toEqual([...held].sort((a, b) => Number(b) - Number(a)));
    });

    await test.step("finds a price written with its currency sign, and never lists the Help Center itself", async () => {
      await startOver();
      await searchBox(page).fill(formatUsd(lowestMonthlyPrice(plans)));
      await expect(results(page).getByRole("link").first()).toBeVisible();
      await expect(results(page).locator('a[href="/help-center"]')).toHaveCount(0);
    });

    await test.step("says when nothing matches and offers Contact Support", async () => {
      await startOver();
      const query = "zqxjv quantumteleporter";
      await searchBox(page).fill(query);
      await expect(status(page)).toHaveText(
        fillTemplate(search.status, { count: countLabel(0, search.noun), query }),
      );
      await expect(
        page.getByRole("heading", { name: fillTemplate(search.emptyTitle, { query }) }),
      ).toBeVisible();
      await expect(heading(page, popular.title)).toBeHidden();
      await expect(
        page.getByRole("link", { name: search.emptyAction, exact: true }).first(),
      ).toHaveAttribute("href", "/contact-support");
    });
  });
});

test.describe("help article page", () => {
  const [article] = getHelpArticles();
  if (!article) throw new Error("content/help has no article");
  const { title, category, description } = article.frontmatter;

  // One load: what the page shows, then its trail followed back.
  test("shows the answer with its trail, category, date, related articles and support, and the trail leads back", async ({
    page,
  }) => {
    await gotoHydrated(page, helpArticlePath(article.slug));

    await test.step("shows the answer with its trail, category, date, related articles and support", async () => {
      await expect(page.locator("h1")).toHaveText(title);
      await expect(page.getByText(description)).toBeVisible();
      const trail = page.getByRole("navigation", { name: articleCopy.breadcrumb });
      await expect(trail.getByRole("link", { name: helpCenterContent.meta.title })).toHaveAttribute(
        "href",
        "/help-center",
      );
      await expect(trail.getByRole("link", { name: category })).toHaveAttribute(
        "href",
        /^\/help-center#/,
      );
      await expect(trail.locator('[aria-current="page"]')).toHaveText(title);
      await expect(page.locator(`time[datetime="${article.frontmatter.updated}"]`)).toBeVisible();
      await expect(page.locator("article.prose")).toBeVisible();

      const related = articlesInCategory(category).filter((other) => other.slug !== article.slug);
      const relatedNav = page.getByRole("navigation", { name: new RegExp(category) });
      for (const other of related) {
        await expect(
          relatedNav.getByRole("link", { name: other.frontmatter.title, exact: true }),
        ).toHaveAttribute("href", helpArticlePath(other.slug));
      }
      await expect(
        page
          .getByRole("complementary")
          .getByRole("link", { name: articleCopy.contact.action, exact: true }),
      ).toHaveAttribute("href", "/contact-support");
    });

    await test.step("follows the trail back to its category on the Help Center", async () => {
      await page
        .getByRole("navigation", { name: articleCopy.breadcrumb })
        .getByRole("link", { name: category })
        .click();
      await expect(page).toHaveURL(/\/help-center#/);
      await expect(page.getByRole("article", { name: category })).toBeInViewport();
    });
  });
});

test.describe("plan limits in help articles", () => {
  const rows = new Map(
    planComparison.groups.flatMap((group) => group.rows).map((row) => [row.feature, row]),
  );
  const cellText = (cell: string | boolean | undefined) =>
    cell === true ? planComparison.included : cell === false ? planComparison.notIncluded : cell;
  const tables = getHelpArticles().flatMap((article) =>
    [...article.body.walk()]
      .filter((node) => node.type === "tag" && node.tag === "plan-limits")
      .map((node) => ({ article, features: node.attributes.features as string[] })),
  );

  test("articles show limits from the plan table, which is where they are written", () => {
    expect(tables.length, "an article with {% plan-limits %}").toBeGreaterThan(0);
  });

  // The tables are in the articles' HTML: every article read as served in one test, a step per
  // table, however many articles hold one.
  test("each limits table shows every plan's values", async ({ browser, baseURL }) => {
    const articles = [...new Set(tables.map((table) => table.article))];
    const addresses = articles.map((article) => helpArticlePath(article.slug));
    await servedPages(browser, baseURL ?? "", addresses, async (page, route) => {
      for (const { features } of tables.filter(
        (table) => helpArticlePath(table.article.slug) === route,
      )) {
        await test.step(`${route}: ${features.join(", ")}, for every plan`, async () => {
          const table = page
            .locator("article.prose")
            .getByRole("table")
            .filter({ has: page.getByRole("columnheader", { name: features[0], exact: true }) });
          await expect(table.getByRole("columnheader")).toHaveText([
            articleCopy.planColumn,
            ...features,
          ]);
          for (const plan of plans) {
            const row = table.getByRole("row").filter({
              has: page.getByRole("rowheader", { name: plan.name, exact: true }),
            });
            await expect(row.getByRole("cell")).toHaveText(
              features.map((feature) => cellText(rows.get(feature)?.values[plan.id]) ?? ""),
            );
          }
        });
      }
    });
  });
});

test.describe("site-wide search", () => {
  test("finds a word only a help article uses, marks it and follows the result", async ({
    page,
  }) => {
    const { word, route } = wordOnlyIn((path) => path.startsWith("/help-center/"));
    await gotoHydrated(page, "/help-center");
    await searchBox(page).pressSequentially(word);

    await expect(status(page)).toHaveText(templatePattern(search.status, { query: word }));
    const link = resultLink(page, route);
    await expect(link).toBeVisible();
    const item = resultItem(page, route);
    await expect(item.locator("mark").first()).toHaveText(new RegExp(word.slice(0, 5), "i"));
    await expect(heading(page, popular.title)).toBeHidden();

    // The query is in the address, so the search can be shared and survives Back.
    await expect(page).toHaveURL((url) => url.searchParams.get("q") === word);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(page.locator("h1")).toHaveText(
      getHelpArticles().find((entry) => helpArticlePath(entry.slug) === route)?.frontmatter.title ??
        "",
    );
    await page.goBack();
    await expect(searchBox(page)).toHaveValue(word);
    await expect(resultLink(page, route)).toBeVisible();
  });

  test("a reload or a shared link with ?q= shows that search; clearing it leaves the address", async ({
    page,
  }) => {
    const { word, route } = wordOnlyIn((path) => path.startsWith("/help-center/"));
    await gotoHydrated(page, `/help-center?q=${encodeURIComponent(word)}`);
    await expect(searchBox(page)).toHaveValue(word);
    await expect(resultLink(page, route)).toBeVisible();
    await searchBox(page).fill("");
    await expect(page).toHaveURL((url) => url.pathname === "/help-center" && url.search === "");
    await expect(heading(page, popular.title)).toBeVisible();
  });

  test("works from the keyboard alone", async ({ page }) => {
    const { word, route } = wordOnlyIn((path) => path.startsWith("/help-center/"));
    await gotoHydrated(page, "/help-center");
    // Tab from the top of the page until the box has focus.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      if (await searchBox(page).evaluate((box) => box === document.activeElement)) break;
    }
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type(word);
    await expect(resultLink(page, route)).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toHaveValue("");
    await expect(heading(page, popular.title)).toBeVisible();

    await page.keyboard.type(word);
    await expect(resultLink(page, route)).toBeVisible();
    await page.keyboard.press("ArrowDown");
    const first = results(page).getByRole("link").first();
    await expect(first).toBeFocused();
    const href = await first.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  // Anyone can share such a link: the echoed query wraps instead of widening the page.
  for (const length of [300, 5000]) {
    test(`a shared ?q= with a ${length}-character word wraps at 320 px`, async ({ page }) => {
      await page.setViewportSize(REFLOW);
      const typed = "zq".repeat(length / 2);
      await gotoHydrated(page, `/help-center?q=${typed}`);
      await expect(searchBox(page)).toHaveValue(typed);
      // Repeated back shortened, so the way to Contact Support is not screens away.
      const query = shorten(typed, ECHO_MAX_LENGTH);
      await expect(
        page.getByRole("heading", { name: fillTemplate(search.emptyTitle, { query }) }),
      ).toBeVisible();
      await expect(status(page)).toHaveText(
        fillTemplate(search.status, { count: countLabel(0, search.noun), query }),
      );
      const [scrollWidth, clientWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }

  test("a query of only invisible characters is no search", async ({ page }) => {
    const invisible = "\u200B\u2063\u3164\u2800\u00AD\u202E";
    await gotoHydrated(page, `/help-center?q=${encodeURIComponent(invisible)}`);
    // The shared address is tidied as an empty search is.
    await expect(page).toHaveURL((url) => url.pathname === "/help-center" && url.search === "");
    await searchBox(page).pressSequentially("\u200B\u200E");
    await expect(status(page)).toHaveText("");
    await expect(heading(page, popular.title)).toBeVisible();
    await expect(page).toHaveURL((url) => url.search === "");
  });

  for (const viewport of VIEWPORTS) {
    test(`open results pass axe at ${viewport.width}px`, async ({ page }) => {
      const { word } = wordOnlyIn((path) => path.startsWith("/help-center/"));
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/help-center");
      await searchBox(page).fill(word);
      await expect(results(page).getByRole("link").first()).toBeVisible();
      const found = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(found.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});
