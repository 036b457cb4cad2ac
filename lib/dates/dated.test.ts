import { describe, expect, it } from "vitest";
import {
  datedDue,
  formatPeriod,
  monthsBefore,
  parsePeriod,
  type DatedEntry,
} from "@/lib/dates/dated";

describe("parsePeriod", () => {
  it("reads a quarter and a month with their first and last days", () => {
    expect(parsePeriod("Q1 2027")).toEqual({
      kind: "quarter",
      year: 2027,
      start: "2027-01-01",
      end: "2027-03-31",
    });
    expect(parsePeriod("2028-02")).toMatchObject({ start: "2028-02-01", end: "2028-02-29" });
    expect(parsePeriod("Q4 2026")?.end).toBe("2026-12-31");
  });

  it("refuses anything else", () => {
    for (const text of ["Q5 2027", "2027-13", "March 2027", "2027", "Q1 27", ""]) {
      expect(parsePeriod(text), text).toBeUndefined();
    }
  });

  it("prints a period as a visitor reads it", () => {
    expect(formatPeriod(parsePeriod("Q3 2027")!)).toBe("Q3 2027");
    expect(formatPeriod(parsePeriod("2026-09")!)).toBe("Sep 2026");
  });
});

describe("monthsBefore", () => {
  it("counts back across years and clamps to the month's last day", () => {
    expect(monthsBefore("2026-11-28", 6)).toBe("2026-05-28");
    expect(monthsBefore("2027-02-15", 3)).toBe("2026-11-15");
    expect(monthsBefore("2026-08-31", 6)).toBe("2026-02-28");
  });
});

describe("datedDue", () => {
  const entry = (lastDay: string): DatedEntry => ({
    source: "content/x.yaml",
    field: "offer.endsOn",
    what: "offer",
    lastDay,
    afterwards: "the tag is hidden",
    fix: "Write a new date, such as 2027-03-31.",
  });

  it("holds a promise through its last day and names the file and field once it has passed", () => {
    const due = datedDue([entry("2026-11-28"), entry("2026-11-27")], "2026-11-28");
    expect(due).toHaveLength(1);
    expect(due[0]?.state).toBe("past");
    expect(due[0]?.message).toBe(
      "content/x.yaml.offer.endsOn: the offer passed on 2026-11-27 (build date 2026-11-28); the tag is hidden. Write a new date, such as 2027-03-31.",
    );
  });

  it("lists what ends within the given days as soon", () => {
    const due = datedDue(
      [entry("2026-12-28"), entry("2026-12-29"), entry("2026-11-01")],
      "2026-11-28",
      30,
    );
    expect(due.map((notice) => [notice.lastDay, notice.state])).toEqual([
      ["2026-12-28", "soon"],
      ["2026-11-01", "past"],
    ]);
  });
});
