import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "opentype.js";
import { describe, expect, it } from "vitest";
import { outlineText } from "@/lib/brand/wordmark";

const file = readFileSync(
  join(process.cwd(), "node_modules/@fontsource/inter/files/inter-latin-700-normal.woff"),
);
const font = parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));

describe("outlineText", () => {
  it("draws the text as one path, wider for more letters", () => {
    const short = outlineText(font, "Ab", { size: 18 });
    const long = outlineText(font, "Abcd", { size: 18 });
    expect(short.d).toMatch(/^M[\d.-]/);
    expect(long.width).toBeGreaterThan(short.width);
    expect(short.capHeight).toBeGreaterThan(10);
    expect(short.capHeight).toBeLessThan(18);
  });

  it("tightens by the letter spacing between letters, not after the last", () => {
    const normal = outlineText(font, "abc", { size: 20 });
    const tight = outlineText(font, "abc", { size: 20, letterSpacing: -0.05 });
    expect(normal.width - tight.width).toBeCloseTo(2 * 0.05 * 20, 1);
  });
});
