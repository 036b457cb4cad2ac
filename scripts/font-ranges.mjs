/**
 * The characters the self-hosted Inter subset (assets/fonts/inter-latin-subset.woff2) covers.
 * scripts/build-font-subset.mjs cuts the font to exactly these ranges; the export's text is checked
 * against them (e2e/font-subset.spec.ts), so copy that needs a new character fails the tests
 * instead of silently falling back to another typeface for one glyph.
 */
/** @typedef {readonly (readonly [number, number])[]} CodePointRanges */

export const FONT_SUBSET = {
  /** The font the subset is cut from, and the package version it was cut from. */
  source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  sourceVersion: "5.3.0",
  output: "assets/fonts/inter-latin-subset.woff2",
  /** Basic Latin, Latin-1 (names like José or Zoë), and the typographic punctuation copy uses. */
  unicodeRanges: /** @type {CodePointRanges} */ ([
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x152, 0x153], // French oe ligatures
    [0x2013, 0x2014], // en and em dash
    [0x2018, 0x201a], // single quotes
    [0x201c, 0x201e], // double quotes
    [0x2022, 0x2022], // bullet
    [0x2026, 0x2026], // ellipsis
    [0x202f, 0x202f], // narrow no-break space: French punctuation and Intl's French numbers
    [0x20ac, 0x20ac], // euro
    [0x2122, 0x2122], // trade mark
    [0x2192, 0x2192], // right arrow
    [0x2212, 0x2212], // minus
  ]),
  /** OpenType features kept: kerning, ligatures, contextual alternates, tabular figures. */
  layoutFeatures: ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "tnum"],
};

/** `U+0020-007E,...`, the notation fontTools and CSS unicode-range both read. */
/** @param {CodePointRanges} ranges */
export function unicodeRangeList(ranges) {
  const hex = (/** @type {number} */ code) => code.toString(16).toUpperCase().padStart(4, "0");
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(",");
}

/**
 * The distinct characters of `text` that the ranges do not cover, in order of first use.
 * Whitespace other than the space (newlines, tabs) is layout, not a glyph, and is ignored.
 */
/**
 * @param {string} text
 * @param {CodePointRanges} ranges
 * @returns {string[]}
 */
export function charactersOutside(text, ranges) {
  const missing = new Set();
  for (const character of text) {
    if (/[\t\n\r\f]/.test(character)) continue;
    const code = character.codePointAt(0) ?? 0;
    if (!ranges.some(([from, to]) => code >= from && code <= to)) missing.add(character);
  }
  return [...missing];
}
