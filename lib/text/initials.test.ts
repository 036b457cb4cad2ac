import { describe, expect, it } from "vitest";
import { initialsOf } from "@/lib/text/initials";

describe("initialsOf", () => {
  it("takes the first letters of the first two words", () => {
    expect(initialsOf("Elise Maes")).toBe("EM");
    expect(initialsOf("  jan  de vries ")).toBe("JD");
    expect(initialsOf("Cher")).toBe("C");
  });
});
