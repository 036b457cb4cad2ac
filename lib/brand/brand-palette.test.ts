import { describe, expect, it } from "vitest";
import { BRAND_MARK } from "@/lib/brand/brand-mark";
import { contrastRatio, isThemeColour, themeColours } from "@/lib/brand/brand-palette";

describe("themeColours", () => {
  it("reads hex colours from the theme", () => {
    const css = "@theme { --color-brand-600: #5F2EF0; --color-ink: #0f172a; }";
    expect(themeColours(["brand-600", "ink"], css)).toEqual({
      "brand-600": "#5f2ef0",
      ink: "#0f172a",
    });
  });

  it("fails naming a token the theme does not define as hex", () => {
    expect(() => themeColours(["accent-600"], "--color-accent-600: var(--x);")).toThrow(
      "--color-accent-600",
    );
  });

  it("agrees with the mark's tile colour in app/globals.css", () => {
    expect(themeColours(["brand-600"])["brand-600"]).toBe(BRAND_MARK.tile);
  });
});

describe("contrastRatio", () => {
  it("matches the WCAG figures", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 1);
    expect(contrastRatio("#5f2ef0", "#ffffff")).toBeCloseTo(6.4, 0);
  });
});

describe("isThemeColour", () => {
  it("knows the colours of app/globals.css by name, and reads no name as a pattern", () => {
    expect(isThemeColour("brand-600")).toBe(true);
    expect(isThemeColour("brand-6.0")).toBe(false);
    expect(isThemeColour("brand-.*")).toBe(false);
    expect(isThemeColour("<script>x()</script>")).toBe(false);
    expect(isThemeColour("no-such-colour")).toBe(false);
  });
});
