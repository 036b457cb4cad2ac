import { describe, expect, it } from "vitest";
import { besideItself, canStep } from "@/keystatic/keyboard-reorder";

describe("moving a list item with the keyboard", () => {
  it("skips the drop positions on either side of the moved item, where nothing moves", () => {
    // Four items; the third (index 2) is moved: positions 2 and 3 leave it where it is.
    expect([0, 1, 2, 3, 4].map((insertion) => besideItself(insertion, 2))).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it("stops at the list's ends instead of wrapping around", () => {
    expect(canStep(0, 4, "ArrowUp")).toBe(false);
    expect(canStep(1, 4, "ArrowUp")).toBe(true);
    expect(canStep(4, 4, "ArrowDown")).toBe(false);
    expect(canStep(3, 4, "ArrowDown")).toBe(true);
  });
});
