import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatDateTimeUtc } from "@/lib/dates/format-date";

describe("formatDate", () => {
  it("prints content dates day first, the same in every time zone", () => {
    expect(formatDate("2025-09-16")).toBe("16 September 2025");
    expect(formatDate("2025-09-16", "short")).toBe("16 Sep 2025");
    expect(formatDate("2025-01-01", "short")).toBe("1 Jan 2025");
  });
});

describe("addDays", () => {
  it("crosses month and year ends", () => {
    expect(addDays("2025-09-16", -89)).toBe("2025-06-19");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
  });
});

describe("formatDateTimeUtc", () => {
  it("prints the UTC date and time", () => {
    expect(formatDateTimeUtc("2025-09-16T09:12:00Z")).toBe("16 Sep 2025, 09:12 UTC");
  });
});
