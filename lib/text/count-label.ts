const rules = new Map<string, Intl.PluralRules>();

/**
 * "1 article", "6 articles", "0 results": a count with the noun that fits it, by the plural rules
 * of `locale` (French says "0 outil", "1,5 outil"); the number as `locale` writes it, or as
 * `written` when the caller formats it (English keeps the site's plain figures otherwise).
 */
export function countLabel(
  count: number,
  noun: { one: string; other: string },
  locale = "en",
  written = locale === "en" ? String(count) : count.toLocaleString(locale),
): string {
  if (locale === "en") return `${written} ${count === 1 ? noun.one : noun.other}`;
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return `${written} ${rule.select(count) === "one" ? noun.one : noun.other}`;
}
