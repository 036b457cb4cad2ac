import { describe, expect, it } from "vitest";
import { parseBarHeight } from "./bar-height";

describe("parseBarHeight", () => {
  it("reads a published height in pixels", () => {
    expect(parseBarHeight("148")).toBe(148);
    expect(parseBarHeight("92.5")).toBe(92.5);
  });

  it("is 0 when no bar asks or the value is not a height", () => {
    for (const value of [null, undefined, "", "-20", "12px", "1e9", "NaN", " 40"]) {
      expect(parseBarHeight(value)).toBe(0);
    }
  });
});
