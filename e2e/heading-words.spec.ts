import { expect, test } from "@playwright/test";
import { PHONE, REFLOW } from "./support/constants";
import { sitemapRoutes } from "./support/routes";

/**
 * On a phone no word of a translated page's title is cut where the line ends
 * ("Datenschutzerklärun|g"): German and Dutch compounds are wider than a 320px screen at the h1's
 * size, and Chromium may have no hyphenation dictionary for `hyphens: auto`, so such a title is
 * made smaller there (lib/text/long-words.ts). A line may still end after a hyphen ("Tool-|Stack").
 * The gates' reflow check cannot see this: `overflow-wrap` keeps the page from scrolling sideways.
 * Nor does any button's label run out of the button: the translations' labels are longer than the
 * English ones ("Commencer l’essai gratuit" in /fr/brand's narrow plan cards).
 */

const translated = sitemapRoutes().filter((route) => /^\/(fr|nl|de)(\/|$)/.test(route));

/** The words of the page's h1 that run over two lines, other than at a hyphen or a slash. */
function cutWords(): string[] {
  const h1 = document.querySelector("h1");
  if (!h1) return ["(no h1)"];
  const cut: string[] = [];
  const walker = document.createTreeWalker(h1, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    for (const piece of text.matchAll(/[^\s/\u002d\u2010-\u2014]+[/\u002d\u2010-\u2014]?/gu)) {
      const range = document.createRange();
      range.setStart(node, piece.index);
      range.setEnd(node, piece.index + piece[0].length);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) cut.push(`${piece[0]} (${getComputedStyle(h1).fontSize})`);
    }
  }
  return cut;
}

/** The buttons (and links drawn as buttons) whose label is wider than they are. */
function overflowingButtons(): string[] {
  return [...document.querySelectorAll<HTMLElement>(".btn")]
    .filter((button) => button.getClientRects().length > 0)
    .filter((button) => button.scrollWidth > button.clientWidth + 1)
    .map(
      (button) =>
        `button "${button.textContent?.trim()}" (${button.scrollWidth} > ${button.clientWidth}px)`,
    );
}

test.use({ javaScriptEnabled: false });

test("the export has translated pages to check", () => {
  expect(translated.length).toBeGreaterThan(10);
});

for (const width of [REFLOW.width, PHONE.width]) {
  test(`no word of a translated page's title is cut, nor a button's label, at ${width}px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const route of translated) {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      for (const word of await page.evaluate(cutWords)) problems.push(`${route}: ${word}`);
      for (const button of await page.evaluate(overflowingButtons)) {
        problems.push(`${route}: ${button}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
