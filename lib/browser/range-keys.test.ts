import { describe, expect, it } from "vitest";
import { bigStepValue, rangePercent } from "@/lib/browser/range-keys";

const bounds = { min: 500, max: 50_000, step: 500 };

describe("bigStepValue", () => {
  it("moves ten steps for PageUp/PageDown and Shift with an arrow", () => {
    expect(bigStepValue("PageUp", false, 5000, bounds)).toBe(10_000);
    expect(bigStepValue("PageDown", false, 10_000, bounds)).toBe(5000);
    expect(bigStepValue("ArrowRight", true, 5000, bounds)).toBe(10_000);
    expect(bigStepValue("ArrowUp", true, 5000, bounds)).toBe(10_000);
    expect(bigStepValue("ArrowLeft", true, 10_000, bounds)).toBe(5000);
    expect(bigStepValue("ArrowDown", true, 10_000, bounds)).toBe(5000);
  });

  it("stops at the ends", () => {
    expect(bigStepValue("PageDown", false, 2000, bounds)).toBe(500);
    expect(bigStepValue("PageUp", false, 48_000, bounds)).toBe(50_000);
  });

  it("leaves plain arrows, Home and End to the browser", () => {
    for (const key of ["ArrowRight", "ArrowLeft", "Home", "End", "Tab", "a"]) {
      expect(bigStepValue(key, false, 5000, bounds)).toBeNull();
    }
    expect(bigStepValue("Home", true, 5000, bounds)).toBeNull();
  });
});

describe("rangePercent", () => {
  it("places a value between the ends", () => {
    expect(rangePercent(500, bounds)).toBe(0);
    expect(rangePercent(50_000, bounds)).toBe(100);
    expect(rangePercent(25_250, bounds)).toBe(50);
  });

  it("clamps values outside the range and survives an empty range", () => {
    expect(rangePercent(0, bounds)).toBe(0);
    expect(rangePercent(60_000, bounds)).toBe(100);
    expect(rangePercent(3, { min: 3, max: 3, step: 1 })).toBe(0);
  });
});
