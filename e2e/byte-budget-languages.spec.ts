import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";
import { firstLoadJsBytes } from "./support/budget";
import { languageStrings } from "./support/language-strings";
import { gateRoutes, htmlFileFor, OUT_DIR } from "./support/routes";

/**
 * Costs that do not multiply with languages: a page in French loads the JavaScript its English
 * page loads, no more; no script of the site holds a word of French, Dutch or German (the server
 * passes an island its words, so a language module bundled into client code would ship every
 * language to every page); and no page holds another language's interface words.
 */

const KIB = 1024;
/** What a page in another language may load beyond its English page: nothing but rounding. */
const EXTRA_JS_KIB = 0.5;

const languageOf = (route: string): Locale =>
  locales.find(
    (locale) =>
      locale !== defaultLocale && (route === `/${locale}` || route.startsWith(`/${locale}/`)),
  ) ?? defaultLocale;

const englishOf = (route: string) => route.replace(/^\/(fr|nl|de)(?=\/|$)/, "") || "/";

/** The words each language has and no other language has (long enough to be its own). */
const own = languageStrings();

test("a page in another language loads no more JavaScript than its English page", () => {
  const routes = gateRoutes();
  const kib = new Map(routes.map((route) => [route, firstLoadJsBytes(htmlFileFor(route)) / KIB]));
  const rows = routes
    .filter((route) => languageOf(route) !== defaultLocale && kib.has(englishOf(route)))
    .map((route) => ({ route, kib: kib.get(route) ?? 0, base: kib.get(englishOf(route)) ?? 0 }));
  expect(rows.length).toBeGreaterThan(0);
  const table = locales.map((locale) => {
    const mine = routes.filter((route) => languageOf(route) === locale);
    const sizes = mine.map((route) => kib.get(route) ?? 0);
    const largest = Math.max(...sizes);
    const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
    return `| ${locale} | ${mine.length} | ${mean.toFixed(1)} | ${largest.toFixed(1)} |`;
  });
  console.log(
    "\nFirst-load JavaScript per language (KiB gz)\n| language | pages | mean | largest |\n| --- | ---: | ---: | ---: |\n" +
      `${table.join("\n")}\n`,
  );
  for (const row of rows) {
    expect
      .soft(
        row.kib - row.base,
        `${row.route}: ${row.kib.toFixed(1)} KiB, English ${row.base.toFixed(1)} KiB`,
      )
      .toBeLessThanOrEqual(EXTRA_JS_KIB);
  }
});

test("no script of the site holds a word of French, Dutch or German", () => {
  for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
    expect(own[locale].length, `${locale} strings to look for`).toBeGreaterThan(50);
  }
  const dir = join(OUT_DIR, "_next", "static");
  const scripts = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of scripts) {
    const code = readFileSync(join(dir, file), "utf8");
    for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
      for (const words of own[locale]) {
        if (holds(code, words)) found.push(`${file} holds ${locale} "${words}"`);
      }
    }
  }
  expect(found).toEqual([]);
});

test("no page holds another language's interface words", () => {
  const problems: string[] = [];
  for (const route of gateRoutes()) {
    const locale = languageOf(route);
    const html = readFileSync(htmlFileFor(route), "utf8");
    for (const other of locales.filter((l) => l !== locale && l !== defaultLocale)) {
      for (const words of own[other]) {
        if (holds(html, words)) problems.push(`${route} (${locale}) holds ${other} "${words}"`);
      }
    }
  }
  expect(problems).toEqual([]);
});

/** Whether text as the export writes it (HTML-escaped, or a string in JavaScript) holds `words`. */
function holds(text: string, words: string): boolean {
  const html = words
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
  const script = JSON.stringify(words).slice(1, -1);
  const ascii = script.replace(
    /[^\x20-\x7e]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return [words, html, script, ascii].some((form) => text.includes(form));
}
