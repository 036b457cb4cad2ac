import { describe, expect, it } from "vitest";
import { markdownTable, median, summarize } from "@/scripts/lighthouse-table.mjs";

function lhr(url: string, performance: number | null, tbt: number) {
  return {
    requestedUrl: url,
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
