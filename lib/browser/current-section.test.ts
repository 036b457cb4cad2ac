import { describe, expect, it } from "vitest";
import { currentSection } from "@/lib/browser/current-section";

const headings = (...tops: number[]) => tops.map((top, index) => ({ id: `h${index}`, top }));

describe("currentSection", () => {
  it("is the first section before any heading has reached the line", () => {
    expect(currentSection(headings(400, 900, 1500), 100)).toBe("h0");
  });

  it("is the last heading that passed the line", () => {
    expect(currentSection(headings(-800, -200, 60, 700), 100)).toBe("h2");
    expect(currentSection(headings(-800, -200, 160, 700), 100)).toBe("h1");
  });

  it("is the last section once every heading is above the line", () => {
    expect(currentSection(headings(-3000, -2000, -1000), 100)).toBe("h2");
  });

  it("is nothing without headings", () => {
    expect(currentSection([], 100)).toBeNull();
  });
});
