import type { CSSProperties } from "react";

/** What a line may break at without hyphenating: spaces, hyphens and dashes, slashes. */
const BREAK = /[\s/\u002d\u2010-\u2014]+/u;

/** The letters of a text's longest word: the longest run a line cannot break inside. */
export function longestWordLength(text: string): number {
  return Math.max(0, ...text.split(BREAK).map((word) => [...word].length));
}

/**
 * From this many letters a word may not fit a 320px screen in a page's h1 (288px wide at 36px:
 * about 13 letters of the bold heading face). No English title has one; German and Dutch
 * compounds do ("Datenschutzerklärung", "Unternehmensstrategie", "funnelverbeteringen").
 */
const LONG_WORD = 14;

/**
 * The font size below `sm` of the headings that use this, as their classes give it, and the class
 * that keeps it unless the longest word needs less (the class names are written out whole so that
 * Tailwind finds them).
 */
const FIT = {
  "3xl": "max-sm:text-[length:min(var(--text-3xl),var(--fit-longest-word))]",
  "4xl": "max-sm:text-[length:min(var(--text-4xl),var(--fit-longest-word))]",
} as const;

/**
 * A title's `className`, with what makes it, on a phone (below `sm`), small enough for its longest
 * word to fit the line: the heading face's bold letters are at most 0.6em wide on average (German
 * and Dutch words measure 0.50-0.57em in Chromium), the page's side padding 2rem. Without it such
 * a word is cut wherever the line ends ("Datenschutzerklärun|g" at 390px): `hyphens: auto`
 * needs a hyphenation dictionary, which Chromium on Linux and Windows may not have. A title
 * whose words fit keeps its classes alone, so it renders as they say.
 */
export function fitLongestWord(
  title: string,
  size: keyof typeof FIT,
  className: string,
): { className: string; style?: CSSProperties } {
  const letters = longestWordLength(title);
  if (letters < LONG_WORD) return { className };
  return {
    className: `${className} ${FIT[size]}`,
    style: { "--fit-longest-word": `calc((100vw - 2rem) / ${letters * 0.6})` } as CSSProperties,
  };
}
