import { describe, expect, it } from "vitest";
import { buildDate } from "@/lib/dates/build-date";

describe("buildDate", () => {
  it("reads SOURCE_DATE_EPOCH as a UTC day", () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: String(Date.UTC(2026, 0, 31, 23, 59) / 1000) })).toBe(
      "2026-01-31",
    );
  });

  it("uses today without it", () => {
    expect(buildDate({})).toBe(new Date().toISOString().slice(0, 10));
  });

  it("names a bad value", () => {
    expect(() => buildDate({ SOURCE_DATE_EPOCH: "yesterday" })).toThrow(/SOURCE_DATE_EPOCH/);
  });
});
