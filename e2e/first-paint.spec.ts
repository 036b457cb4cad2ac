import { readFileSync } from "node:fs";
import { FIRST_SCREEN_END_ID } from "@/lib/browser/landmarks";
import { locales } from "@/lib/i18n/locales";
import { expect, test } from "./support/fixtures";
import { exportedPages } from "./support/statements";

/**
 * The first paint waits until the parser reaches the mark at the end of the page's first screen
 * (components/layout/first-paint.tsx). A page without it would hold its paint until the end of
 * the document, so every page of the export - every language, the 404s, the redirects - holds
 * the link and exactly one mark, after the page's h1 (the mark follows the first screen; the
 * hold ends at its start tag), as the last child of a section or header (never a block of
 * `<main>` of its own). Read from the files: nothing runs.
 */
test("every page of the export ends its first screen with the mark the first paint waits for", () => {
  const pages = exportedPages();
  for (const locale of locales.filter((locale) => locale !== "en")) {
    expect(pages.some(({ route }) => route.startsWith(`/${locale}/`))).toBe(true);
  }
  expect(pages.some(({ route }) => /(^|\/)_?not-found$|(^|\/)404$/.test(route))).toBe(true);
  const mark = new RegExp(`\\sid="${FIRST_SCREEN_END_ID}"`, "g");
  const problems = pages.flatMap(({ route, file }) => {
    const html = readFileSync(file, "utf8").replace(/<script\b[\s\S]*?<\/script>/g, "");
    const found: string[] = [];
    const link = /<link rel="expect" href="#([^"]*)"[^>]*>/.exec(html);
    if (link?.[1] !== FIRST_SCREEN_END_ID || !link[0].includes('blocking="render"')) {
      found.push(`the first paint's link is ${link?.[0] ?? "missing"}`);
    }
    const marks = [...html.matchAll(mark)].map((match) => match.index);
    if (marks.length !== 1) found.push(`${marks.length} marks, not 1`);
    const h1 = /<h1[\s>]/.exec(html)?.index;
    if (h1 === undefined) found.push("no h1");
    else if (marks[0] !== undefined && marks[0] < h1) found.push("the mark comes before the h1");
    const closes = new RegExp(
      `<span id="${FIRST_SCREEN_END_ID}" hidden=""></span></(section|header)>`,
    );
    if (marks.length === 1 && !closes.test(html)) {
      found.push("the mark does not end a section or header");
    }
    return found.map((problem) => `${route}: ${problem}`);
  });
  expect(pages.length).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});
