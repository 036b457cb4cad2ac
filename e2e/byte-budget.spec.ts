import { expect, test } from "@playwright/test";
import { firstLoadJsBytes } from "./support/budget";
import { htmlFileFor, sitemapRoutes } from "./support/routes";

/**
 * First-load JavaScript per route, gzip level 9, from the exported HTML: deterministic, unlike
 * timings. The framework alone is most of it (docs/performance.md#what-code-comments-point-to).
 */
const KIB = 1024;
const LIMIT_KIB = { home: 160, other: 144 };
const GOAL_KIB = { home: 157, other: 140 };

const routes = [...sitemapRoutes(), "/404"];

test("first-load JavaScript stays within the byte budget on every route", () => {
  const rows = routes.map((route) => {
    const bytes = firstLoadJsBytes(htmlFileFor(route));
    const key = route === "/" ? "home" : "other";
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
