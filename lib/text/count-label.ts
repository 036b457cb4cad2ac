import { formatIntegerIn } from "@/lib/text/format-in-locale";

/**
 * "1 article", "6 articles", "0 results": a count with the noun that fits it, as `locale`
 * chooses between them (French says "0 article", English "0 articles") and writes the number.
 */
export function countLabel(
  count: number,
  noun: { one: string; other: string },
  locale = "en",
): string {
  if (locale === "en") return `${count} ${count === 1 ? noun.one : noun.other}`;
  const form = new Intl.PluralRules(locale).select(count) === "one" ? noun.one : noun.other;
  return `${formatIntegerIn(count, locale)} ${form}`;
}
