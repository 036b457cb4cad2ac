import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brandMarkShapes } from "@/lib/brand/brand-mark";

describe("the brand mark", () => {
  it("is the drawing of the favicon, public/icon.svg", () => {
    const favicon = readFileSync(join(process.cwd(), "public", "icon.svg"), "utf8");
    const shapes = (svg: string) => svg.match(/<(rect|path)[^>]*\/>/g);
    expect(shapes(brandMarkShapes())).toEqual(shapes(favicon.replace(/>\s+</g, "><")));
  });
});
