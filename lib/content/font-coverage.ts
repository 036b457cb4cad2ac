import { formatIssuePath } from "@/lib/content/errors";
import { FONT_SUBSET, charactersOutside } from "@/scripts/font-ranges.mjs";

/**
 * What a content string may contain: the characters of the self-hosted font subset. Anything
 * else (a name like "Łukasz") would draw in a fallback typeface, so it fails the build naming the
 * file and field; to allow it, widen scripts/font-ranges.mjs and run scripts/build-font-subset.mjs.
 */
export function fontGap(where: string, text: string): string | undefined {
  const missing = charactersOutside(text, FONT_SUBSET.unicodeRanges);
  if (missing.length === 0) return undefined;
  const list = missing.map((character) => `"${character}"`).join(", ");
  return `${where}: ${list} ${missing.length === 1 ? "is" : "are"} not in the site font (scripts/font-ranges.mjs lists its characters); write it without, or widen the font's subset`;
}

/** Every string of `data` checked by `fontGap`, each issue naming the field. */
export function fontGaps(source: string, data: unknown): string[] {
  const issues: string[] = [];
  function visit(value: unknown, path: PropertyKey[]) {
    if (typeof value === "string") {
      const issue = fontGap(`${source}${formatIssuePath(data, path)}`, value);
      if (issue) issues.push(issue);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  }
  visit(data, []);
  return issues;
}
