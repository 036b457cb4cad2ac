/**
 * Whether a translation is still its English file's text: a marketer started it in the editor
 * (a copy of the English file) and has not translated anything yet. Such a file is not a
 * translation: the page is not published in its language, and the content report says so.
 *
 * The rule: the file gives at least one text in words, and every such text is the English one.
 * A text in words has a letter outside its tokens: `{{site.tagline}}`, `14`, `€29/mo` are not
 * (they read the same in every language, or each language's tokens write them), so a file that
 * holds only tokens, values and settings (the landing page's list of blocks) is a translation as
 * it is. Values (ids, addresses, dates) never count: a translation takes them from the English.
 */

/** Whether a text says something in words: a letter outside its `{{tokens}}`. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text.replace(/\{\{[^{}]*\}\}/g, ""));
}

/** The texts in words a translation gives, and how many of them are the English text as it is. */
export type TextTally = { texts: number; same: number };

export const noTexts = (): TextTally => ({ texts: 0, same: 0 });

/**
 * Counts one text of a translation against its English text (`translated` undefined: the
 * translation lacks it, and the English is shown). Texts without words are not counted.
 */
export function tallyText(tally: TextTally, english: string, translated: string | undefined) {
  if (!hasWords(english) && (translated === undefined || !hasWords(translated))) return;
  tally.texts += 1;
  if (translated === undefined || translated.trim() === english.trim()) tally.same += 1;
}

/**
 * Whether a translation is untranslated: it gives texts in words and all of them are the
 * English. `body`: a Markdown file's body and its English one, counted as one text.
 */
export function isUntranslated(
  tally: TextTally,
  body?: { english: string; translated: string },
): boolean {
  const all = { ...tally };
  if (body) tallyText(all, body.english, body.translated);
  return all.texts > 0 && all.same === all.texts;
}
