import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FIRST_SCREEN_END_ID } from "@/lib/browser/landmarks";
import { locales } from "@/lib/i18n/locales";
import { aboutContent, blogContentIn, pressContent, trainingContent } from "./support/content";
import { DESKTOP, PHONE } from "./support/constants";
import { expect, test } from "./support/fixtures";
import { recordLayoutShifts, settledShifts } from "./support/layout-shifts";
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

/**
 * What follows the first screen is not waited for, so a busy browser or a slow connection paints
 * the page again while the rest of the document is still arriving. Whatever that later markup
 * adds must not move what was already painted: a row that centres or vertically aligns its
 * items by what comes after them (a centred, wrapping row of links; an icon centred beside a
 * text that a later badge narrows) moves when the rest arrives, and Lighthouse counts that as
 * CLS. Here a local server sends the page's HTML in two parts, stopping inside such a row, and
 * sends the rest only once the first part is painted.
 */
test.describe("a page painted before its HTML has all arrived", () => {
  /** The offsets of the ends of each `close` tag from `start` up to `end` (both searched for). */
  function endsOf(html: string, start: string, close: string, end: string, route: string) {
    const from = html.indexOf(start);
    const to = html.indexOf(end, from);
    expect(from, `${route}: "${start}"`).toBeGreaterThan(0);
    const ends: number[] = [];
    for (
      let at = html.indexOf(close, from);
      at !== -1 && at < to;
      at = html.indexOf(close, at + 1)
    ) {
      ends.push(at + close.length);
    }
    return ends;
  }

  const cases: { route: string; row: string; splits: (html: string) => number[] }[] = [
    ...["/blog", "/blog/category/marketing", "/de/blog"].map((route) => ({
      route,
      row: "the category links",
      // After each link but the last.
      splits: (html: string) => {
        const label = blogContentIn(route.startsWith("/de/") ? "de" : "en").filter.label;
        return endsOf(html, `<nav aria-label="${label}"`, "</li>", "</nav>", route).slice(0, -1);
      },
    })),
    ...["/status", "/de/status"].map((route) => ({
      route,
      row: "the status banner",
      // After its icon, after its text (before the date badge), and inside the badge before
      // its words.
      splits: (html: string) => {
        const banner = html.indexOf("data-status=");
        expect(banner, `${route}: the banner`).toBeGreaterThan(0);
        const icon = html.indexOf("</span>", banner) + "</span>".length;
        const text = html.indexOf("</p>", html.indexOf("</h2>", banner)) + "</p>".length;
        return [icon, text, html.indexOf("<span>", text)];
      },
    })),
    {
      route: "/about",
      row: "the founder's quote beside the mission",
      // Before the quote's caption.
      splits: (html: string) => [
        html.lastIndexOf("<figcaption", html.indexOf(aboutContent.mission.quote.author)),
      ],
    },
    {
      route: "/press",
      row: "the quick facts",
      // After each fact's label, before its figure (which is drawn above the label).
      splits: (html: string) =>
        endsOf(html, `<dl aria-label="${pressContent.facts.title}"`, "</dt>", "</dl>", "/press"),
    },
    {
      route: "/training",
      row: "the course player's progress line",
      // After the lesson's name, before its time and progress bar.
      splits: (html: string) => [
        html.lastIndexOf(
          "<span",
          html.indexOf(`>${trainingContent.featured.player.elapsed}<!-- --> / `),
        ),
      ],
    },
    ...["/no-such-page", "/de/keine-seite"].map((route) => ({
      route,
      row: "the 404's popular pages and way home",
      // After each popular page, and after any icon after the first screen: the way home's
      // arrow, before its words, was one (centred, it widened both ways when they came; it is
      // now in the first screen, so painted whole).
      splits: (html: string) =>
        ["</li>", "</svg>"].flatMap((close) =>
          endsOf(html, `id="${FIRST_SCREEN_END_ID}"`, close, "</main>", route),
        ),
    })),
  ];

  for (const { route, row, splits } of cases) {
    test(`on ${route}, the rest of ${row} arriving late moves nothing`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const html = await (await fetch(`${baseURL}${route}`)).text();
      const points = splits(html);
      expect(points.length, "where to split").toBeGreaterThan(0);
      expect(Math.min(...points), "where to split").toBeGreaterThan(0);
      let split = 0;
      let release = () => {};
      // The export as served, but the page's HTML stops at `split` until released.
      const server = createServer(async (request, response) => {
        const upstream = await fetch(`${baseURL}${request.url}`);
        const headers = Object.fromEntries(
          [...upstream.headers].filter(
            ([name]) => !/^(content-(length|encoding)|transfer-encoding)$/.test(name),
          ),
        );
        response.writeHead(upstream.status, headers);
        // The page itself, not the router's prefetches of it (fetches with the same path).
        const held =
          request.headers["sec-fetch-dest"] === "document" &&
          new URL(request.url ?? "/", baseURL).pathname === route;
        if (!held) {
          response.end(Buffer.from(await upstream.arrayBuffer()));
          return;
        }
        const body = await upstream.text();
        response.write(body.slice(0, split));
        await new Promise<void>((resolve) => (release = resolve));
        response.end(body.slice(split));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const { port } = server.address() as AddressInfo;
      await recordLayoutShifts(page);
      try {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          for (const at of points) {
            await test.step(`${viewport.width}px, split after character ${at}`, async () => {
              split = at;
              await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "commit" });
              // The first part is painted: the row as far as it came is on screen.
              await page.waitForFunction(
                () => performance.getEntriesByName("first-contentful-paint").length === 1,
              );
              await page.evaluate(
                () =>
                  new Promise((resolve) =>
                    requestAnimationFrame(() => requestAnimationFrame(resolve)),
                  ),
              );
              release();
              await page.waitForLoadState("load");
              expect(await settledShifts(page), "layout shifts").toEqual([]);
            });
          }
        }
      } finally {
        release();
        server.close();
      }
    });
  }
});
