import { describe, expect, it } from "vitest";
import { intervalPromiseKept, promisedIntervalDays } from "@/lib/content-health/freshness";

describe("promisedIntervalDays", () => {
  it("reads the intervals copy promises", () => {
    expect(promisedIntervalDays("One email every two weeks with our newest articles.")).toBe(14);
    expect(promisedIntervalDays("A weekly digest")).toBe(7);
    expect(promisedIntervalDays("Once a month, the best of the blog")).toBe(31);
    expect(promisedIntervalDays("every other month")).toBe(62);
    expect(promisedIntervalDays("Every 10 days")).toBe(10);
  });

  it("finds none where the text promises none", () => {
    expect(promisedIntervalDays("An email when we publish a new article.")).toBeUndefined();
  });
});

describe("intervalPromiseKept", () => {
  it("holds while the newest post is no older than the interval", () => {
    const text = "One email every two weeks";
    expect(intervalPromiseKept(text, "2026-11-14", "2026-11-28")).toBe(true);
    expect(intervalPromiseKept(text, "2026-11-13", "2026-11-28")).toBe(false);
    expect(intervalPromiseKept(text, "2025-09-10", "2026-11-28")).toBe(false);
    expect(intervalPromiseKept("When we publish", "2025-09-10", "2026-11-28")).toBe(true);
  });
});
