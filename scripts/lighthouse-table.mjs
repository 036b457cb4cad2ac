#!/usr/bin/env node
// The medians of a Lighthouse CI collection (.lighthouseci/lhr-*.json) as a Markdown table, one
// row per route: category scores, LCP, TBT and CLS, and beside them the route against the floor
// (the hello-world export measured in the same run, scripts/bench-floor.mjs): points of
// performance and the ratios of LCP and TBT. Printed and written to .lighthouseci/report.md.
// Part of `npm run bench` (see lighthouserc.cjs).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { benchOrigins } from "./bench-floor.mjs";

/** The label of the floor's row. */
export const FLOOR = "floor (hello world)";

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

/**
 * One row per requested URL, in the order first seen, with the medians of its runs; the URL
 * under `floorOrigin` is the floor's row.
 */
export function summarize(lhrs, floorOrigin = null) {
  const byUrl = new Map();
  for (const lhr of lhrs) {
    const runs = byUrl.get(lhr.requestedUrl) ?? [];
    runs.push(lhr);
    byUrl.set(lhr.requestedUrl, runs);
  }
  return [...byUrl].map(([url, runs]) => ({
    route: new URL(url).origin === floorOrigin ? FLOOR : new URL(url).pathname,
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
const difference = (a, b) => (a === null || b === null ? null : a - b);
const ratio = (a, b) => (a === null || !b ? null : a / b);
const signed = (value) => (value === null ? "n/a" : `${value > 0 ? "+" : ""}${value.toFixed(0)}`);

/** The table; with a floor row, the floor first and every route's distance to it. */
export function markdownTable(rows) {
  const floor = rows.find((row) => row.route === FLOOR);
  const ordered = floor ? [floor, ...rows.filter((row) => row !== floor)] : rows;
  const versus = (row) =>
    floor
      ? ` ${signed(difference(row.performance, floor.performance))} | ${fmt(ratio(row.lcp, floor.lcp), 2)} | ${fmt(ratio(row.tbt, floor.tbt), 2)} |`
      : "";
  return [
    `| route | runs | perf | a11y | best pr. | SEO | LCP (ms) | TBT (ms) | CLS |${floor ? " perf - floor | LCP / floor | TBT / floor |" : ""}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |${floor ? " ---: | ---: | ---: |" : ""}`,
    ...ordered.map(
      (row) =>
        `| ${row.route} | ${row.runs} | ${fmt(row.performance, 0)} | ${fmt(row.accessibility, 0)} | ${fmt(row.bestPractices, 0)} | ${fmt(row.seo, 0)} | ${fmt(row.lcp, 0)} | ${fmt(row.tbt, 0)} | ${fmt(row.cls, 3)} |${versus(row)}`,
    ),
  ].join("\n");
}

/** The lowest, median and highest benchmarkIndex of the runs: how busy the machine was. */
export function benchmarkIndexRange(lhrs) {
  const values = lhrs
    .map((lhr) => lhr.environment?.benchmarkIndex)
    .filter((value) => typeof value === "number")
    .sort((a, b) => a - b);
  return values.length ? { low: values[0], median: median(values), high: values.at(-1) } : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(process.cwd(), ".lighthouseci");
  const lhrs = readdirSync(dir)
    .filter((name) => /^lhr-\d+\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")));
  const first = lhrs[0];
  const busy = benchmarkIndexRange(lhrs);
  const heading = first
    ? `Lighthouse ${first.lighthouseVersion}, mobile, simulated throttling; medians of each route's runs.` +
      (busy
        ? ` benchmarkIndex ${busy.low.toFixed(0)}-${busy.high.toFixed(0)} (median ${busy.median.toFixed(0)}; lower is a busier machine).`
        : "")
    : "No Lighthouse runs in .lighthouseci/.";
  const report = `${heading}\n\n${markdownTable(summarize(lhrs, benchOrigins().floor))}\n`;
  writeFileSync(join(dir, "report.md"), report);
  console.log(report);
}
