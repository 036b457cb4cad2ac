const rules = new Map<string, Intl.PluralRules>();

/**
 * "1 article", "6 articles", "0 results": a count with the noun that fits it, by the plural rules
 * of `locale` (French says "0 outil", "1,5 outil"); the number as `locale` writes it.
 */
export function countLabel(
  count: number,
  noun: { one: string; other: string },
  locale = "en",
): string {
  const intl = locale === "en" ? "en-US" : locale;
  let rule = rules.get(intl);
  if (!rule) {
    rule = new Intl.PluralRules(intl);
    rules.set(intl, rule);
  }
  return `${count.toLocaleString(intl)} ${rule.select(count) === "one" ? noun.one : noun.other}`;
}
