import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { blogContent, getPosts, postCategories, siteConfig } from "./support/content";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import { POSTS_PER_PAGE } from "@/lib/blog/blog-listing";
import { NARROW_MEDIA, narrowVariant } from "@/lib/content/article";
import { FEED_PATHS, FEED_SIZE } from "@/lib/blog/feeds";
import {
  buildHasProvider,
  controlFillTime,
  fakeFormEndpoint,
  nextMailto,
  serveWithFormEndpoint,
} from "./support/form-endpoint";
import { DESKTOP } from "./support/constants";
import { expect, gotoHydrated, test } from "./support/fixtures";
import { dropLaterScripts } from "./support/offline";
import { OUT_DIR, sitemapRoutes } from "./support/routes";
import { servedPages } from "./support/served-pages";
import type { Page } from "@playwright/test";

const { filter, newsletter, post: postText } = blogContent;
const posts = getPosts();
const categories = postCategories();
const strip = (page: Page) => page.getByRole("navigation", { name: filter.label });
const cardTitles = (page: Page) => page.locator("#articles article h3");
const emailBox = (page: Page) =>
  page.locator("#newsletter").getByRole("textbox", { name: newsletter.emailLabel });
const subscribe = (page: Page) =>
  page.locator("#newsletter").getByRole("button", { name: newsletter.button });

test.describe("blog listing", () => {
  test("lists the newest posts first and explains a wrong address in the newsletter box, on one load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");

    await test.step("lists the newest posts first, with All marked current", async () => {
      await expect(strip(page).getByRole("link")).toHaveText([
        filter.all,
        ...categories.map((category) => category.name),
      ]);
      await expect(
        strip(page).getByRole("link", { name: filter.all, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      await expect(strip(page).locator("[aria-current]")).toHaveCount(1);
      await expect(cardTitles(page)).toHaveText(
        posts.slice(0, POSTS_PER_PAGE).map((post) => post.title),
      );
    });

    await test.step("features the newest post, and draws each post a cover of its own", async () => {
      const featured = page.locator("#articles article[data-featured]");
      await expect(featured).toHaveCount(1);
      await expect(featured.locator("h3")).toHaveText(
        (posts.find((post) => post.featured) ?? posts[0])?.title ?? "",
      );
      const covers = await page
        .locator("#articles [data-cover] > svg")
        .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
      expect(covers.length).toBe(Math.min(posts.length, POSTS_PER_PAGE));
      expect(new Set(covers).size).toBe(covers.length);
    });

    await test.step("explains an empty or malformed address and keeps what was typed", async () => {
      await subscribe(page).click();
      await expect(emailBox(page)).toBeFocused();
      await expect(emailBox(page)).toHaveAccessibleDescription(newsletter.messages.emailRequired);
      const alert = page.locator("#newsletter").getByRole("alert");
      await expect(alert).toHaveText(newsletter.messages.emailRequired);

      // Enter from the box: focus does not move, so only the alert tells a screen reader.
      await emailBox(page).fill("sam@shop");
      await emailBox(page).press("Enter");
      await expect(alert).toHaveText(newsletter.messages.emailInvalid);
      await expect(emailBox(page)).toHaveAccessibleDescription(newsletter.messages.emailInvalid);
      await expect(emailBox(page)).toHaveAttribute("aria-invalid", "true");
      await expect(emailBox(page)).toHaveValue("sam@shop");
    });
  });

  // Every category's page as served (its HTML alone decides all of this), in one test however
  // many categories there are.
  test("every category page lists only its posts, and search engines get those that list some", async ({
    browser,
    baseURL,
  }) => {
    const addresses = categories.map((category) => `/blog/category/${category.slug}`);
    await servedPages(browser, baseURL ?? "", addresses, async (page, route) => {
      const category = categories.find((entry) => route.endsWith(`/${entry.slug}`));
      if (!category) throw new Error(`no category for ${route}`);
      await test.step(route, async () => {
        const link = strip(page).getByRole("link", { name: category.name, exact: true });
        await expect(link).toHaveAttribute("aria-current", "page");
        await expect(strip(page).locator("[aria-current]")).toHaveCount(1);
        const expected = posts.filter((post) => post.category === category.name);
        await expect(cardTitles(page)).toHaveText(expected.map((post) => post.title));
        // Its own description, under the heading and in search results, or the shared sentence.
        const description =
          category.description ??
          fillTemplate(blogContent.categoryPage.description, { category: category.name });
        await expect(page.locator("main").getByText(description, { exact: true })).toHaveCount(1);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          description,
        );
        const robots = page.locator('meta[name="robots"]');
        const inSitemap = sitemapRoutes().includes(route);
        if (expected.length === 0) {
          await expect(robots).toHaveAttribute("content", /noindex/);
          expect(inSitemap, "an empty category in the sitemap").toBe(false);
          await expect(
            page.getByRole("heading", {
              name: fillTemplate(filter.emptyTitle, { category: category.name }),
            }),
          ).toHaveCount(1);
          await expect(page.getByText(filter.emptyText)).toHaveCount(1);
          await expect(page.getByRole("link", { name: filter.emptyAction })).toHaveAttribute(
            "href",
            "#newsletter",
          );
          await expect(page.getByRole("link", { name: filter.showAll })).toHaveAttribute(
            "href",
            "/blog",
          );
        } else {
          await expect(robots).toHaveCount(0);
          expect(inSitemap, "a category with posts missing from the sitemap").toBe(true);
          await expect(page.getByText(countLabel(expected.length, filter.noun))).toHaveCount(1);
        }
      });
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the category strip and a card lead to their pages", async ({ page }) => {
      const [first] = posts;
      if (!first) throw new Error("content/posts holds no post");
      const category = categories.find((entry) => entry.name === first.category);
      await page.goto("/blog");
      await strip(page).getByRole("link", { name: first.category, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${category?.slug}$`));
      await page.getByRole("link", { name: first.title }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    });
  });
});

test.describe("a post's page", () => {
  // As served: everything here is in the page's HTML, so the sweep costs milliseconds a post;
  // the page gates load a sample post in a browser at both widths.
  test("every post's page shows the post with its byline, outline and related posts", async ({
    browser,
    baseURL,
  }) => {
    const addresses = posts.map((post) => `/blog/${post.slug}`);
    await servedPages(browser, baseURL ?? "", addresses, async (page, route) => {
      const post = posts.find((entry) => route === `/blog/${entry.slug}`);
      if (!post) throw new Error(`no post for ${route}`);
      await test.step(route, async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
        const article = page.locator("article[data-pagefind-body]");
        await expect(article).toContainText(post.author);
        await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveCount(1);
        await expect(article).toContainText(
          fillTemplate(postText.readingTime, { minutes: String(post.readingMinutes) }),
        );
        await expect(
          article.getByRole("link", { name: post.category, exact: true }),
        ).toHaveAttribute("href", `/blog/category/${post.categorySlug}`);
        for (const heading of post.outline) {
          await expect(article.locator(`h2#${heading.id}`)).toHaveText(heading.title);
        }
        for (const image of await article.locator(".prose img").all()) {
          await expect(image).toHaveAttribute("alt", /\S/);
          expect(Number(await image.getAttribute("width"))).toBeGreaterThan(0);
          expect(Number(await image.getAttribute("height"))).toBeGreaterThan(0);
        }
        await expect(page.getByRole("link", { name: postText.backLink })).toHaveAttribute(
          "href",
          "/blog",
        );
        await expect(page.locator("section[aria-labelledby=related-heading] h3")).not.toHaveCount(
          0,
        );
      });
    });
  });
});

test.describe("charts in posts", () => {
  // Every image a post shows that has a phone version drawn beside it (chart.narrow.svg).
  const charts = posts.flatMap((post) =>
    [...post.body.walk()]
      .filter((node) => node.type === "image")
      .flatMap((node) => {
        const src = String(node.attributes.src);
        const narrow = narrowVariant(src);
        return narrow ? [{ post, src, narrow }] : [];
      }),
  );

  test("the blog has a chart with a phone version", () => {
    expect(charts.length).toBeGreaterThan(0);
  });

  // The file the browser chose; empty until it has chosen (the image loads lazily), so the poll
  // asks again instead of failing on an empty address.
  const shownPath = (img: HTMLImageElement) =>
    img.currentSrc ? new URL(img.currentSrc).pathname : "";

  test("every chart with a phone version offers it to phones only, as served", async ({
    browser,
    baseURL,
  }) => {
    const addresses = [...new Set(charts.map(({ post }) => `/blog/${post.slug}`))];
    await servedPages(browser, baseURL ?? "", addresses, async (page, route) => {
      for (const { src, narrow } of charts.filter(({ post }) => route === `/blog/${post.slug}`)) {
        const source = page.locator(`.prose picture:has(img[src="${src}"]) source`);
        await expect(source, `${route}: ${src}`).toHaveAttribute("srcset", narrow);
        await expect(source).toHaveAttribute("media", NARROW_MEDIA);
      }
    });
  });

  // How a browser picks between them is the same for every chart: one is shown both ways.
  for (const { post, src, narrow } of charts.slice(0, 1)) {
    test(`${narrow}: shown on a phone, the wide one on a desktop`, async ({ page }) => {
      for (const [viewport, shown] of [
        [{ width: 390, height: 844 }, narrow],
        [DESKTOP, src],
      ] as const) {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, `/blog/${post.slug}`);
        const image = page.locator(`.prose img[src="${src}"]`);
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate(shownPath)).toBe(shown);
        // Drawn at the file's own proportions, in the column's width, nothing cropped.
        const box = await image.evaluate((img: HTMLImageElement) => ({
          ratio: img.clientWidth / img.clientHeight,
          natural: img.naturalWidth / img.naturalHeight,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }));
        expect(box.ratio).toBeCloseTo(box.natural, 1);
        expect(box.overflow).toBeLessThanOrEqual(0);
      }
      // On paper the wide one, which reads across a printed page, even from a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ media: "print" });
      const printed = page.locator(`.prose img[src="${src}"]`);
      await expect.poll(() => printed.evaluate(shownPath)).toBe(src);
    });
  }
});

test.describe("drafts", () => {
  test("every exported post page is a published post, and every published post has one", () => {
    const exported = readdirSync(join(OUT_DIR, "blog"))
      .filter((file) => file.endsWith(".html"))
      .map((file) => file.slice(0, -".html".length))
      .sort();
    const published = readdirSync(join(process.cwd(), "content/posts"))
      .filter((file) => file.endsWith(".md"))
      .filter((file) => {
        const text = readFileSync(join(process.cwd(), "content/posts", file), "utf8");
        const frontmatter = text.split(/^---$/m)[1] ?? "";
        return !/^draft:\s*true\s*$/m.test(frontmatter);
      })
      .map((file) => file.slice(0, -".md".length))
      .sort();
    expect(exported).toEqual(published);
    const sitemap = readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8");
    const feed = readFileSync(join(OUT_DIR, "feed.xml"), "utf8");
    for (const slug of readdirSync(join(process.cwd(), "content/posts"))
      .map((file) => file.replace(/\.md$/, ""))
      .filter((slug) => !published.includes(slug))) {
      expect(sitemap).not.toContain(`/blog/${slug}<`);
      expect(feed).not.toContain(`/blog/${slug}<`);
    }
  });
});

test.describe("feeds", () => {
  test("every page links both feeds, which list the newest posts", async ({ page, request }) => {
    await page.goto("/about");
    await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      `${siteConfig.origin}${FEED_PATHS.rss}`,
    );
    await expect(page.locator('link[rel=alternate][type="application/feed+json"]')).toHaveAttribute(
      "href",
      `${siteConfig.origin}${FEED_PATHS.json}`,
    );
    const json = (await (await request.get(FEED_PATHS.json)).json()) as {
      items: { title: string; url: string }[];
    };
    expect(json.items.map((item) => item.title)).toEqual(
      posts.slice(0, FEED_SIZE).map((post) => post.title),
    );
    const rss = await (await request.get(FEED_PATHS.rss)).text();
    for (const post of posts.slice(0, FEED_SIZE)) {
      expect(rss).toContain(`<link>${siteConfig.origin}/blog/${post.slug}</link>`);
    }
  });
});

test.describe("Stay Updated newsletter box", () => {
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

  test("says so in the box when its code cannot load, and keeps the address", async ({ page }) => {
    await dropLaterScripts(page, "/blog");
    await gotoHydrated(page, "/blog");
    await emailBox(page).fill("sam@shop.example");
    await subscribe(page).click();
    await expect(
      page.locator("#newsletter").getByRole("alert").filter({ hasText: newsletter.toast.failed }),
    ).toBeVisible();
    await expect(emailBox(page)).toHaveValue("sam@shop.example");
  });
});
