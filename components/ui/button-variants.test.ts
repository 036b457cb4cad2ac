import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonVariants } from "@/components/ui/button-variants";

describe("buttonVariants", () => {
  it("offers nine looks and four sizes", () => {
    expect(BUTTON_VARIANTS).toEqual([
      "default",
      "destructive",
      "outline",
      "secondary",
      "ghost",
      "link",
      "premium",
      "cta",
      "enterprise",
    ]);
    expect(BUTTON_SIZES).toEqual(["default", "sm", "lg", "icon"]);
  });

  it("draws each look differently", () => {
    const looks = BUTTON_VARIANTS.map((variant) => buttonVariants({ variant }));
    expect(new Set(looks).size).toBe(BUTTON_VARIANTS.length);
  });
});

/** The .ts and .tsx files under `folder`. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(folder, item.name);
    if (item.isDirectory()) return sources(file);
    return /\.tsx?$/.test(item.name) ? [file] : [];
  });
}

describe("the looks in client islands", () => {
  it("come from island-button-variants.ts, so the nine stay out of every page's bundle", () => {
    const islands = [...sources("components"), ...sources("app")].filter((file) =>
      readFileSync(file, "utf8").startsWith('"use client"'),
    );
    expect(islands.length).toBeGreaterThan(5);
    const full = islands.filter((file) =>
      /from "@\/components\/ui\/button(-variants)?"/.test(readFileSync(file, "utf8")),
    );
    expect(full).toEqual([]);
  });
});
