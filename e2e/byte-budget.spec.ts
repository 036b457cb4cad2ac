import { expect, test } from "@playwright/test";
import { firstLoadJsBytes } from "./support/budget";
import { gateRoutes, htmlFileFor, isBlockPage } from "./support/routes";

/**
 * First-load JavaScript per route, gzip level 9, from the exported HTML: deterministic, unlike
 * timings. The framework alone is most of it (docs/performance.md#what-code-comments-point-to).
 * Pages made of blocks load the islands of the landing sections they show; the block library,
 * holding every block, is the largest of them, and sets their budget.
 */
const KIB = 1024;
// Each just above what ships (`/` 151.1 KiB in every language, /block-library 157.5,
// /contact-support 145.0). The landing page has its own, not the block library's: it shows only
// its own sections, and 7 KiB of room let it grow unseen. Inner pages 145, not 144: the forms in
// the page's language (their words and limits formatted for it) took /contact-support from 143.9
// to 144.9 KiB and a post's newsletter box to 144.3.
const LIMIT_KIB = { landing: 152, blocks: 158, other: 145 };
const GOAL_KIB = { landing: 150, blocks: 157, other: 140 };

const routes = [...gateRoutes(), "/404"];

test("first-load JavaScript stays within the byte budget on every route", () => {
  const rows = routes.map((route) => {
    const bytes = firstLoadJsBytes(htmlFileFor(route));
    // A page in another language has its English page's budget: /fr is the landing page.
    const english = route.replace(/^\/(fr|nl|de)(?=\/|$)/, "") || "/";
    const key = english === "/" ? "landing" : isBlockPage(english) ? "blocks" : "other";
    return { route, kib: bytes / KIB, limit: LIMIT_KIB[key], goal: GOAL_KIB[key] };
  });

  const table = [
    "| route | first-load JS (KiB gz) | goal | limit |",
    "| --- | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.kib.toFixed(1)} | ${row.goal} | ${row.limit}${row.kib > row.goal ? " (over goal)" : ""} |`,
    ),
  ].join("\n");
  console.log(`\nFirst-load JavaScript budget\n${table}\n`);

  for (const row of rows) {
    expect
      .soft(row.kib, `${row.route} loads ${row.kib.toFixed(1)} KiB gz of JavaScript`)
      .toBeLessThanOrEqual(row.limit);
  }
});
