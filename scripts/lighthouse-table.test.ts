import { describe, expect, it } from "vitest";
import {
  FLOOR,
  benchmarkIndexRange,
  markdownTable,
  median,
  summarize,
} from "@/scripts/lighthouse-table.mjs";

function lhr(url: string, performance: number | null, tbt: number, benchmarkIndex = 2000) {
  return {
    requestedUrl: url,
    environment: { benchmarkIndex },
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: 1500 },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: 0 },
    },
  };
}

describe("median", () => {
  it("takes the middle value, or the mean of the middle two, and skips missing values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, 5])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe("summarize", () => {
  it("groups runs by route and leaves a run Lighthouse could not score out of the median", () => {
    const rows = summarize([
      lhr("http://127.0.0.1:4400/", 0.9, 200),
      lhr("http://127.0.0.1:4400/about", 0.99, 50),
      lhr("http://127.0.0.1:4400/", 0.94, 100),
      lhr("http://127.0.0.1:4400/", null, 150),
    ]);
    expect(rows.map((row) => [row.route, row.runs, row.performance, row.tbt])).toEqual([
      ["/", 3, 92, 150],
      ["/about", 1, 99, 50],
    ]);
    expect(markdownTable(rows).split("\n")[2]).toBe(
      "| / | 3 | 92 | 100 | 100 | 100 | 1500 | 150 | 0.000 |",
    );
  });
});

describe("the floor", () => {
  it("comes first, and every route says how far it is from it", () => {
    const rows = summarize(
      [
        lhr("http://127.0.0.1:4400/", 0.9, 300),
        lhr("http://127.0.0.1:4401/", 0.97, 150),
        lhr("http://127.0.0.1:4400/", 0.92, 300),
        lhr("http://127.0.0.1:4401/", 0.99, 150),
      ],
      "http://127.0.0.1:4401",
    );
    expect(rows.map((row) => row.route)).toEqual(["/", FLOOR]);
    const lines = markdownTable(rows).split("\n");
    expect(lines[0]).toContain("| perf - floor | LCP / floor | TBT / floor |");
    expect(lines[2]).toBe(
      `| ${FLOOR} | 2 | 98 | 100 | 100 | 100 | 1500 | 150 | 0.000 | 0 | 1.00 | 1.00 |`,
    );
    expect(lines[3]).toBe(
      "| / | 2 | 91 | 100 | 100 | 100 | 1500 | 300 | 0.000 | -7 | 1.00 | 2.00 |",
    );
  });
});

describe("benchmarkIndexRange", () => {
  it("gives the lowest, median and highest reading, or null without any", () => {
    const lhrs = [1800, 2400, 1200].map((index) => lhr("http://127.0.0.1:4400/", 1, 0, index));
    expect(benchmarkIndexRange(lhrs)).toEqual({ low: 1200, median: 1800, high: 2400 });
    expect(benchmarkIndexRange([])).toBeNull();
  });
});
