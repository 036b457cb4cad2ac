import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { pageUrl } from "@/scripts/search-index.mjs";
import { siteConfig } from "./support/content";
import { OUT_DIR } from "./support/routes";

/**
 * Every page of the export as search engines read it: in its language, canonical at its own
 * address there, and with hreflang alternates that every version of the page repeats (its own
 * included, plus x-default), absolute and in `<head>`; the sitemap lists every translated
 * address with the same alternates. Read from the files, so every page is covered.
 */

const SKIPPED = /^(?:_next|pagefind|media-kit)\//;
// The 404 pages (English's and each language's, fr/404.html) answer addresses that are not pages.
const NOT_PAGES = /^(?:(?:fr|nl|de)\/)?(?:404|_not-found)\.html$/;

function htmlFiles(dir = OUT_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return SKIPPED.test(`${relative(OUT_DIR, path)}/`) ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") && !NOT_PAGES.test(relative(OUT_DIR, path)) ? [path] : [];
  });
}

type Page = {
  url: string;
  lang: string | undefined;
  head: string;
  body: string;
  noIndex: boolean;
  canonical: string[];
  alternates: Map<string, string>;
};

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1]?.replace(/&amp;/g, "&");

function readPage(file: string): Page {
  const html = readFileSync(file, "utf8");
  const end = html.indexOf("</head>");
  const head = html.slice(0, end);
  const links = (part: string) => [...part.matchAll(/<link\s[^>]*>/g)].map((match) => match[0]);
  const alternates = new Map<string, string>();
  for (const link of links(head)) {
    const language = attribute(link, "hreflang");
    if (attribute(link, "rel") === "alternate" && language) {
      alternates.set(language, attribute(link, "href") ?? "");
    }
  }
  return {
    url: siteConfig.origin + pageUrl(relative(OUT_DIR, file)).replace(/^\/$/, ""),
    lang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
    head,
    body: html.slice(end),
    noIndex: /<meta name="robots" content="[^"]*noindex/.test(head),
    canonical: links(head)
      .filter((link) => attribute(link, "rel") === "canonical")
      .map((link) => attribute(link, "href") ?? ""),
    alternates,
  };
}

const pages = new Map(htmlFiles().map((file) => [readPage(file).url, readPage(file)]));
const languageOf = (url: string) =>
  /^\/(fr|nl|de)(?:\/|$)/.exec(new URL(url).pathname)?.[1] ?? "en";

test("every page says its language and is canonical at its own address in it", () => {
  expect(pages.size).toBeGreaterThan(20);
  for (const page of pages.values()) {
    expect(page.lang, page.url).toBe(languageOf(page.url));
    expect(page.canonical, page.url).toHaveLength(1);
    const canonical = page.canonical[0] ?? "";
    expect(canonical, page.url).toMatch(/^https?:\/\//);
    // A redirect stub (/gdpr) points at its target, and a second address of a page (/blog/page/1)
    // at the page, in the same language; every other page at itself.
    if (canonical !== page.url) {
      expect(
        pages.get(canonical),
        `${page.url}: canonical ${canonical} is not a page`,
      ).toBeDefined();
    }
    expect(languageOf(canonical), `${page.url}: canonical in another language`).toBe(
      languageOf(page.url),
    );
  }
});

test("hreflang alternates are absolute, in <head>, self-inclusive, with x-default, and reciprocal", () => {
  for (const page of pages.values()) {
    expect(page.body, `${page.url}: hreflang outside <head>`).not.toMatch(/<link[^>]*hreflang=/i);
    if (page.noIndex) {
      expect([...page.alternates.keys()], `${page.url} is noindex`).toEqual([]);
      continue;
    }
    const own = languageOf(page.url);
    // A second address of a page carries the page's own set (its canonical's).
    expect(page.alternates.get(own), `${page.url}: no self link`).toBe(page.canonical[0]);
    const english = page.alternates.get("en");
    expect(english, `${page.url}: no English version`).toBeDefined();
    expect(page.alternates.get("x-default"), page.url).toBe(english);
    for (const [language, url] of page.alternates) {
      expect(url, `${page.url} -> ${language}`).toMatch(/^https?:\/\//);
      if (language === "x-default") continue;
      expect(languageOf(url), `${page.url}: ${language} link to ${url}`).toBe(language);
      const other = pages.get(url);
      expect(
        other,
        `${page.url}: its ${language} version ${url} is not in the export`,
      ).toBeDefined();
      expect(
        Object.fromEntries(other!.alternates),
        `${url} does not return the links of ${page.url}`,
      ).toEqual(Object.fromEntries(page.alternates));
    }
  }
});

test("the sitemap lists every language of every indexable page, with the same alternates", () => {
  const xml = readFileSync(join(OUT_DIR, "sitemap.xml"), "utf8");
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = ""]) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "";
    const alternates = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link\s[^>]*>/g)].map(([link]) => [
        attribute(link, "hreflang") ?? "",
        attribute(link, "href") ?? "",
      ]),
    );
    return { loc, alternates };
  });
  const listed = new Set(entries.map((entry) => entry.loc));
  for (const { loc, alternates } of entries) {
    const page = pages.get(loc);
    expect(page, `${loc} is in the sitemap but not in the export`).toBeDefined();
    expect(alternates, loc).toEqual(Object.fromEntries(page!.alternates));
    for (const [language, url] of Object.entries(alternates)) {
      if (language !== "x-default")
        expect(listed, `${loc}: its ${language} version`).toContain(url);
    }
  }
  // Every translated page is listed: a page in another language than English, at its canonical
  // address (`/fr/blog/page/1` is `/fr/blog`'s twin, canonical there, as in English).
  for (const page of pages.values()) {
    if (!page.noIndex && languageOf(page.url) !== "en")
      expect(listed, page.url).toContain(page.canonical[0] ?? page.url);
  }
});
