import { escapeRegExp } from "@/lib/text/escape-regexp";

/**
 * A content template (`fillTemplate`'s `{slot}` syntax) as a whole-text pattern: the slots given
 * are matched as typed, the others as any text. For texts whose values a test cannot know, such
 * as the number of search results.
 */
export function templatePattern(template: string, values: Record<string, string> = {}): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part)?.[1];
      if (slot === undefined) return escapeRegExp(part);
      const value = values[slot];
      return value === undefined ? ".+" : escapeRegExp(value);
    })
    .join("");
  return new RegExp(`^${source}$`);
}
