#!/usr/bin/env node
// The medians of a Lighthouse CI collection (.lighthouseci/lhr-*.json) as a Markdown table, one
// row per route: category scores, LCP, TBT and CLS. Printed and written to
// .lighthouseci/report.md. Part of `npm run bench` (see lighthouserc.cjs).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The median of the numbers among `values`; null if there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const score = (lhr, id) => {
  const value = lhr.categories[id]?.score;
  return typeof value === "number" ? value * 100 : null;
};
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** One row per requested URL, in the order first seen, with the medians of its runs. */
export function summarize(lhrs) {
  const byUrl = new Map();
  for (const lhr of lhrs) {
    const runs = byUrl.get(lhr.requestedUrl) ?? [];
    runs.push(lhr);
    byUrl.set(lhr.requestedUrl, runs);
  }
  return [...byUrl].map(([url, runs]) => ({
    route: new URL(url).pathname,
    runs: runs.length,
    performance: median(runs.map((lhr) => score(lhr, "performance"))),
    accessibility: median(runs.map((lhr) => score(lhr, "accessibility"))),
    bestPractices: median(runs.map((lhr) => score(lhr, "best-practices"))),
    seo: median(runs.map((lhr) => score(lhr, "seo"))),
    lcp: median(runs.map((lhr) => metric(lhr, "largest-contentful-paint"))),
    tbt: median(runs.map((lhr) => metric(lhr, "total-blocking-time"))),
    cls: median(runs.map((lhr) => metric(lhr, "cumulative-layout-shift"))),
  }));
}

const fmt = (value, digits) => (value === null ? "n/a" : value.toFixed(digits));

export function markdownTable(rows) {
  return [
    "| route | runs | perf | a11y | best pr. | SEO | LCP (ms) | TBT (ms) | CLS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.runs} | ${fmt(row.performance, 0)} | ${fmt(row.accessibility, 0)} | ${fmt(row.bestPractices, 0)} | ${fmt(row.seo, 0)} | ${fmt(row.lcp, 0)} | ${fmt(row.tbt, 0)} | ${fmt(row.cls, 3)} |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(process.cwd(), ".lighthouseci");
  const lhrs = readdirSync(dir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")));
  const first = lhrs[0];
  const heading = first
    ? `Lighthouse ${first.lighthouseVersion}, mobile, simulated throttling; medians of each route's runs.`
    : "No Lighthouse runs in .lighthouseci/.";
  const report = `${heading}\n\n${markdownTable(summarize(lhrs))}\n`;
  writeFileSync(join(dir, "report.md"), report);
  console.log(report);
}
