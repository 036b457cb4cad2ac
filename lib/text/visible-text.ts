/**
 * What a visitor typed, judged by what a reader sees. Every box that takes text (the contact
 * form, the newsletter box, the chat, the site search) asks these, so a field of zero-width
 * spaces is as empty everywhere as a field of spaces, and nothing that reorders text on screen
 * reaches an e-mail or a lead.
 */

/**
 * What renders as nothing on its own: spaces and line breaks, control and format characters
 * (zero-width spaces and joiners, bidi controls, the soft hyphen, tags), the other
 * default-ignorable code points (variation selectors, Hangul fillers), combining marks with
 * nothing to sit on, and the blank braille pattern. A source for a character class, shared by
 * the RegExps here and the forms' HTML `pattern` (valid with the `u` and the `v` flag).
 */
const INVISIBLE = String.raw`\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Mn}\p{Me}\u2800`;

const VISIBLE_CHAR = new RegExp(`[^${INVISIBLE}]`, "u");

/**
 * What belongs to the character before it and is kept after the last visible one: accents,
 * variation selectors, joiners, keycaps and the tags of a flag such as England's.
 */
const EXTENDS_PREVIOUS = /[\p{Mn}\p{Me}\u200C\u200D\u{E0020}-\u{E007F}]/u;

/**
 * The HTML `pattern` of a required text box without script: at least one visible character
 * (the browser anchors it to the whole value).
 */
export const VISIBLE_TEXT_PATTERN = `.*[^${INVISIBLE}].*`;

/** Whether `text` shows anything: one letter, digit, mark on a base, symbol or emoji. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE_CHAR.test(text);
}

/**
 * `text` without what shows nothing at either end (a paste's zero-width spaces, a BOM, a
 * stray bidi mark); empty when nothing visible is left. Inside, everything stays: a joiner
 * holds an emoji sequence or an Indic conjunct together, and an accent after the last letter
 * is part of it.
 */
export function trimInvisible(text: string): string {
  const chars = Array.from(text);
  const first = chars.findIndex((char) => VISIBLE_CHAR.test(char));
  if (first === -1) return "";
  let end = chars.findLastIndex((char) => VISIBLE_CHAR.test(char)) + 1;
  while (end < chars.length && EXTENDS_PREVIOUS.test(chars[end] as string)) end += 1;
  return chars.slice(first, end).join("");
}

/** The characters that reorder text as it is shown (embeddings, overrides, isolates, marks). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * `text` without bidi controls: in an e-mail or a lead they would make a subject or a name
 * read differently from what it says (U+202E shows "exe.doc" as "cod.exe"). Text in any
 * script reads the same without them.
 */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * One line for an e-mail subject: no bidi controls, and line breaks and other control
 * characters become spaces, so nothing typed starts a new header.
 */
export function singleLine(text: string): string {
  return withoutBidiControls(text)
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/ {2,}/g, " ")
    .trim();
}

/** A typed value as a form keeps it: without bidi controls, trimmed of what shows nothing. */
export function cleanInput(text: string): string {
  return trimInvisible(withoutBidiControls(text));
}

/** The longest a visitor's text is repeated back in a sentence: "No results for “…”". */
export const ECHO_MAX_LENGTH = 80;

/**
 * `text` on one line, cut to `max` characters with an ellipsis when longer: for a mail subject,
 * or to repeat a query back. It cuts between characters as a reader sees them (an emoji
 * sequence or a letter with its accent stays whole), never inside one: half an emoji is a lone
 * surrogate, on which `encodeURIComponent` throws.
 */
export function shorten(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const characters = graphemes(flat);
  if (characters.length <= max) return flat;
  return `${characters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

/** The characters of `text` as a reader counts them; by code point where the browser cannot. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return Array.from(text);
  const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}
