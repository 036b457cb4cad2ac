import type { Font } from "opentype.js";

export type OutlinedText = {
  /** One SVG path for the whole text, baseline at y = 0. */
  d: string;
  width: number;
  /** Height of a capital letter, to centre the text on something. */
  capHeight: number;
};

/**
 * Sets `text` in `font` as outlines: one path, no <text> element, so the file looks the same
 * wherever it opens, font installed or not. Glyph by glyph with the font's kerning; the brand
 * name needs no ligatures or other shaping (opentype.js cannot apply all of Inter's).
 */
export function outlineText(
  font: Font,
  text: string,
  { size, letterSpacing = 0 }: { size: number; letterSpacing?: number },
): OutlinedText {
  const scale = size / font.unitsPerEm;
  let x = 0;
  let d = "";
  let previous: ReturnType<Font["charToGlyph"]> | undefined;
  const chars = [...text];
  chars.forEach((char, index) => {
    const glyph = font.charToGlyph(char);
    if (previous) x += font.getKerningValue(previous, glyph) * scale;
    d += glyph.getPath(x, 0, size).toPathData(2);
    x += (glyph.advanceWidth ?? 0) * scale;
    if (index < chars.length - 1) x += letterSpacing * size;
    previous = glyph;
  });
  const capHeight = (font.tables.os2?.sCapHeight ?? font.unitsPerEm * 0.7) * scale;
  return { d, width: Math.round(x * 100) / 100, capHeight };
}
