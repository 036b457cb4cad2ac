import { describe, expect, it } from "vitest";
import { datedEntries } from "@/content/dated";
import { buildDate } from "@/lib/build-date";
import { datedDue } from "@/lib/dated";

describe("datedEntries", () => {
  const entries = datedEntries();

  it("names every dated promise by file and field, with its last day", () => {
    const sources = new Set(entries.map((entry) => entry.source));
    expect(sources).toContain("content/roadmap.yaml");
    expect(sources).toContain("content/landing/pricing.yaml");
    expect([...sources].some((source) => source.startsWith("content/roles/"))).toBe(true);
    for (const entry of entries) {
      expect(entry.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.fix).toMatch(/such as/);
    }
  });

  it("holds no roadmap target or offer that has passed on the build date", () => {
    const past = datedDue(entries, buildDate())
      .filter((notice) => !notice.source.startsWith("content/roles/"))
      .map((notice) => notice.message);
    expect(past).toEqual([]);
  });
});
