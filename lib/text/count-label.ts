const rules = new Map<string, Intl.PluralRules>();

/**
 * "1 article", "6 articles", "0 results": a count with the noun that fits it, by the plural rules
 * of `locale` (French says "0 outil", "1,5 outil"); the number as `locale` writes it. English
 * keeps the site's plain figures.
 */
export function countLabel(
  count: number,
  noun: { one: string; other: string },
  locale = "en",
): string {
  if (locale === "en") return `${count} ${count === 1 ? noun.one : noun.other}`;
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return `${count.toLocaleString(locale)} ${rule.select(count) === "one" ? noun.one : noun.other}`;
}
