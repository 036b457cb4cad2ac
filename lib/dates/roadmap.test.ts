import { describe, expect, it } from "vitest";
import {
  roadmapDatedEntries,
  roadmapHeadingKey,
  roadmapOn,
  roadmapWarnings,
  roadmapYears,
  type RoadmapItemDates,
  type RoadmapStatus,
} from "@/lib/dates/roadmap";

const item = (title: string, status: RoadmapStatus, target: string): RoadmapItemDates => ({
  title,
  status,
  target,
});

const items = [
  item("old ship", "shipped", "2025-11"),
  item("recent ship", "shipped", "2026-09"),
  item("late work", "in progress", "Q2 2026"),
  item("late plan", "planned", "2026-10"),
  item("this quarter", "planned", "Q4 2026"),
  item("next year", "planned", "Q1 2027"),
];
const today = "2026-11-28";

describe("roadmapOn", () => {
  const shown = roadmapOn(items, today, 6);

  it("shows recent shipped items, then overdue work without its date, then what is ahead", () => {
    expect(shown.map((entry) => [entry.item.title, entry.dated])).toEqual([
      ["recent ship", true],
      ["late work", false],
      ["this quarter", true],
      ["next year", true],
    ]);
  });

  it("never shows a past date for unfinished work", () => {
    for (const entry of shown) {
      if (entry.item.status !== "shipped" && entry.dated) {
        expect(entry.period.end >= today).toBe(true);
      }
    }
  });

  it("keeps a shipped item for the window, counted from its month's end", () => {
    expect(roadmapOn([item("may", "shipped", "2026-05")], today, 6)).toHaveLength(1);
    expect(roadmapOn([item("april", "shipped", "2026-04")], today, 6)).toHaveLength(0);
    expect(roadmapOn([item("sep", "shipped", "2026-09")], today, 0)).toHaveLength(0);
  });

  it("shows an item marked shipped in a month to come without that month", () => {
    const [entry] = roadmapOn([item("early", "shipped", "2027-01")], today, 6);
    expect(entry?.dated).toBe(false);
  });

  it("names the years and the heading from what is shown", () => {
    expect(roadmapYears(shown)).toEqual({ from: 2026, to: 2027 });
    expect(roadmapYears([])).toBeUndefined();
    expect(roadmapHeadingKey(shown)).toBe("shippedAndNext");
    expect(roadmapHeadingKey(roadmapOn([items[5]!], today, 6))).toBe("next");
    expect(roadmapHeadingKey(roadmapOn([items[1]!], today, 6))).toBe("shipped");
  });
});

describe("roadmapWarnings", () => {
  it("names each overdue item by file and field, with what the page does and an example", () => {
    const warnings = roadmapWarnings(items, today);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^content\/roadmap\.yaml\.items\[2\] "late work"\.target: /);
    expect(warnings[0]).toContain("shows it as in progress without a date");
    expect(warnings[1]).toContain('items[3] "late plan".target');
    expect(warnings[1]).toContain("leaves it out");
    expect(warnings[1]).toContain("such as Q1 2027 or 2027-03");
  });

  it("names an item marked shipped before its month", () => {
    expect(roadmapWarnings([item("early", "shipped", "2027-01")], today)).toEqual([
      expect.stringContaining('"early" is marked shipped in 2027-01, which has not begun'),
    ]);
  });

  it("gives a checker each unfinished target's last day", () => {
    expect(roadmapDatedEntries(items).map((entry) => entry.lastDay)).toEqual([
      "2026-06-30",
      "2026-10-31",
      "2026-12-31",
      "2027-03-31",
    ]);
  });
});
