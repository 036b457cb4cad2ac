import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { helpCenterContentIn } from "@/content/pages/help-center";
import { outline } from "@/lib/content/article";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import { markdownPath } from "@/lib/markdown/paths";
import { localePath, type Locale } from "@/lib/i18n/locales";
import {
  agentLocales,
  feedLocales,
  footerContentIn,
  getHelpArticlesIn,
  getPostsIn,
  interfaceLabelsIn,
  legalDocumentsIn,
  notFoundLocales,
  siteConfig,
} from "./support/content";
import { expect, gotoHydrated, test, waitForElementHydration } from "./support/fixtures";
import { htmlFileFor, OUT_DIR, sitemapRoutes } from "./support/routes";
import { wordOnlyIn } from "./support/search-words";

/**
 * What reaches readers, search engines and agents beyond the pages, in each language: the site
 * search in the page's language, a feed, an llms.txt and Markdown copies per language, and a 404
 * page in the language of the address. Read from the export and the served site.
 */

const others = agentLocales().filter((locale) => locale !== "en");

/** Every `<link rel="alternate" type=...>` of an exported page, by type. */
function alternates(route: string, type: string): string[] {
  const html = readFileSync(htmlFileFor(route), "utf8");
  const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0] ?? "";
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="alternate"/.test(tag) && tag.includes(`type="${type}"`))
    .map((tag) => (/\bhref="([^"]*)"/.exec(tag)?.[1] ?? "").replace(siteConfig.origin, ""));
}

const searchBox = (page: Page) => page.locator('main input[type="search"]').first();

test.describe("site search in the page's language", () => {
  test("Pagefind has one index per language the site is published in", () => {
    const entry = JSON.parse(
      readFileSync(join(OUT_DIR, "pagefind", "pagefind-entry.json"), "utf8"),
    ) as { languages: Record<string, { page_count: number }> };
    for (const locale of agentLocales()) {
      expect(entry.languages[locale]?.page_count, locale).toBeGreaterThan(0);
    }
  });

  /** A language's pages: its search index holds these and no other. */
  const pagesIn = (locale: Locale) =>
    sitemapRoutes().filter((route) =>
      locale === "en"
        ? !/^\/(fr|nl|de)(\/|$)/.test(route)
        : route === `/${locale}` || route.startsWith(`/${locale}/`),
    );

  for (const locale of others) {
    test(`a ${locale} search finds the ${locale} page and only pages in ${locale}`, async ({
      page,
    }) => {
      const prefix = `/${locale}/help-center/`;
      const { word, route } = wordOnlyIn((path) => path.startsWith(prefix), pagesIn(locale));
      await gotoHydrated(page, `/${locale}/help-center`);
      await searchBox(page).fill(word);
      await expect.poll(() => resultHrefs(page)).toContain(route);
      // Every result is a page in the language: none leads to an English or other page.
      expect(await resultHrefs(page)).not.toEqual([]);
      const inLanguage = (href: string) => href === `/${locale}` || href.startsWith(`/${locale}/`);
      expect((await resultHrefs(page)).filter((href) => !inLanguage(href))).toEqual([]);
    });
  }

  for (const locale of others) {
    test(`a ${locale} search that finds nothing counts by the ${locale} plural rule`, async ({
      page,
    }) => {
      const { search } = helpCenterContentIn(locale);
      const query = "zqzqzq";
      await gotoHydrated(page, `/${locale}/help-center`);
      await searchBox(page).fill(query);
      // French says "0 résultat": nothing is singular there, as one is.
      await expect(page.getByRole("search").locator("..").getByRole("status")).toHaveText(
        fillTemplate(search.status, { count: countLabel(0, search.noun, locale), query }),
      );
    });
  }

  test("an English search finds English pages only", async ({ page }) => {
    const { word, route } = wordOnlyIn((path) => path.startsWith("/help-center/"), pagesIn("en"));
    await gotoHydrated(page, "/help-center");
    await searchBox(page).fill(word);
    await expect.poll(() => resultHrefs(page)).toContain(route);
    expect((await resultHrefs(page)).filter((href) => /^\/(fr|nl|de)(\/|$)/.test(href))).toEqual(
      [],
    );
  });
});

/** The pages the search lists, by address: the list the search box controls once it has results. */
async function resultHrefs(page: Page): Promise<string[]> {
  const list = await searchBox(page).getAttribute("aria-controls");
  if (!list) return [];
  return page
    .locator(`[id="${list}"] a[href]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

test.describe("a feed per language", () => {
  for (const locale of feedLocales()) {
    test(`${locale}: in its language, its posts only, linked from its pages`, async ({
      request,
    }) => {
      const rssPath = localePath(locale, "/feed.xml");
      const jsonPath = localePath(locale, "/feed.json");
      const rss = await request.get(rssPath);
      expect(rss.status()).toBe(200);
      const xml = await rss.text();
      expect(xml).toContain(`<language>${locale}</language>`);
      const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map(
        ([, link]) => link,
      );
      expect(links).toEqual(
        getPostsIn(locale)
          .slice(0, links.length)
          .map((post) => `${siteConfig.origin}${localePath(locale, `/blog/${post.slug}`)}`),
      );
      const json = (await (await request.get(jsonPath)).json()) as {
        language: string;
        items: { url: string }[];
      };
      expect(json.language).toBe(locale);
      expect(json.items.map((item) => item.url)).toEqual(links);

      for (const route of [localePath(locale, "/"), localePath(locale, "/blog")]) {
        expect(alternates(route, "application/rss+xml"), route).toEqual([rssPath]);
        expect(alternates(route, "application/feed+json"), route).toEqual([jsonPath]);
      }
    });
  }
});

test.describe("llms.txt and Markdown copies per language", () => {
  for (const locale of agentLocales()) {
    test(`${locale}: llms.txt in the llmstxt.org format, every link answering`, async ({
      request,
    }) => {
      const response = await request.get(localePath(locale, "/llms.txt"));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const text = await response.text();
      const lines = text.split("\n");
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines.filter((line) => line.startsWith("# "))).toHaveLength(1);
      expect(lines[2]).toMatch(/^> \S/);
      expect(text).toContain(`## ${interfaceLabelsIn(locale).agents.pages}\n`);
      const links = [...text.matchAll(/^- \[[^\]]*\]\(([^)]+)\)/gm)].map(([, url]) => url ?? "");
      expect(links.length).toBeGreaterThan(5);
      for (const url of links) {
        expect(url.startsWith(siteConfig.origin), url).toBe(true);
        const path = url.slice(siteConfig.origin.length) || "/";
        expect((await request.get(path)).status(), path).toBe(200);
      }
    });

    test(`${locale}: each post, help article and legal document links its Markdown copy`, async ({
      request,
    }) => {
      const pages = [
        ...getPostsIn(locale).map((post) => ({
          path: `/blog/${post.slug}`,
          title: post.title,
          headings: post.outline.map((entry) => entry.title),
        })),
        ...getHelpArticlesIn(locale).map((article) => ({
          path: `/help-center/${article.slug}`,
          title: article.frontmatter.title,
          headings: outline(article.body).map((entry) => entry.title),
        })),
        ...legalDocumentsIn(locale).map((legal) => ({
          path: `/${legal.slug}`,
          title: legal.title,
          headings: legal.sections.map((section) => section.title),
        })),
      ] as { path: `/${string}`; title: string; headings: string[] }[];
      expect(pages.length).toBeGreaterThan(0);
      for (const { path, title, headings } of pages) {
        const route = localePath(locale, path);
        const copy = markdownPath(route);
        expect(alternates(route, "text/markdown"), route).toEqual([copy]);
        const response = await request.get(copy);
        expect(response.status(), copy).toBe(200);
        expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
        const markdown = await response.text();
        expect(markdown).toContain(`\nlanguage: ${locale}\n`);
        expect(markdown).toContain(`\nurl: ${siteConfig.origin}${route}\n`);
        expect(markdown.replace(/\\/g, "")).toContain(`\n# ${title}\n`);
        // Made from the content the page is: each of its section headings, no Markdoc tag left.
        expect(headings.length, copy).toBeGreaterThan(0);
        // Headings as the content lists them, spaces of any kind as one.
        const unescaped = markdown.replace(/\\(?=[\\`*_[\]<>|])/g, "").replace(/\u00a0/g, " ");
        for (const heading of headings)
          expect(unescaped, `${copy}: ${heading}`).toContain(`## ${heading}`);
        expect(markdown).not.toMatch(/\{%|\{\{/);
      }
    });
  }
});

test.describe("a 404 page in each language", () => {
  for (const locale of notFoundLocales()) {
    test(`${locale}: a missing address under /${locale}/ answers 404 in ${locale}, and logs the path`, async ({
      page,
      consoleErrors,
    }) => {
      const missing = `/${locale}/no-such-page`;
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const { notFound } = interfaceLabelsIn(locale);
      await expect(page).toHaveTitle(`${notFound.title} | ${siteConfig.name}`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect
        .poll(() => consoleErrors.join("\n"))
        .toContain(`404 Error: User attempted to access non-existent route: ${missing}`);
      // It ends with its own search and links once its footer has hydrated too, as the page
      // does at `/${locale}/404`: no sales band.
      const footer = page.locator("footer");
      await waitForElementHydration(footer);
      await expect(
        footer.getByRole("heading", { name: footerContentIn(locale).cta.heading }),
      ).toHaveCount(0);
    });
  }

  test("the hosts that can send them: Netlify's _redirects and nginx, never over a real page", () => {
    const redirects = readFileSync(join(OUT_DIR, "_redirects"), "utf8");
    const nginx = readFileSync(join(OUT_DIR, "nginx-server.conf"), "utf8");
    for (const locale of notFoundLocales()) {
      expect(existsSync(join(OUT_DIR, locale, "404.html"))).toBe(true);
      // Without `!`, Netlify applies it only where no file answers.
      expect(redirects).toContain(`/${locale}/*  /${locale}/404.html  404\n`);
      expect(nginx).toContain(`location /${locale}/ {\n  error_page 404 /${locale}/404.html;`);
    }
  });

  test("English keeps its own 404 everywhere else", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a real page under a language's prefix still answers", async ({ request }) => {
    for (const locale of notFoundLocales()) {
      expect((await request.get(`/${locale}/about`)).status()).toBe(200);
    }
  });
});

test.describe("text for agents has its type and charset on every host", () => {
  test("Netlify and Cloudflare Pages (_headers), Vercel and nginx", () => {
    const headers = readFileSync(join(OUT_DIR, "_headers"), "utf8");
    expect(headers).toContain("/*.md\n  Content-Type: text/markdown; charset=utf-8");
    expect(headers).toContain("/*.txt\n  Content-Type: text/plain; charset=utf-8");
    const vercel = JSON.parse(readFileSync(join(OUT_DIR, "vercel.json"), "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const typeOf = (extension: string) =>
      vercel.headers.find((rule) => rule.source.endsWith(`(?:${extension}))`))?.headers;
    expect(typeOf("md")).toEqual([{ key: "Content-Type", value: "text/markdown; charset=utf-8" }]);
    expect(typeOf("txt")).toEqual([{ key: "Content-Type", value: "text/plain; charset=utf-8" }]);
    const nginx = readFileSync(join(OUT_DIR, "nginx-server.conf"), "utf8");
    expect(nginx).toContain("types { text/markdown md; text/plain txt; }");
    expect(nginx).toContain("charset utf-8;");
  });
});
