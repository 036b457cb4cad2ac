import { locales, type Locale } from "@/lib/i18n/locales";
import {
  chatContentIn,
  consentContentIn,
  footerContentIn,
  formsContentIn,
  interfaceLabelsIn,
  navigationIn,
} from "./content";

/** Every string in a content value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The interface's words in a language: labels, menus, footer, consent, forms, chat. */
function interfaceStrings(locale: Locale): Set<string> {
  return new Set(
    [
      interfaceLabelsIn(locale),
      navigationIn(locale),
      footerContentIn(locale),
      consentContentIn(locale),
      formsContentIn(locale),
      chatContentIn(locale),
    ].flatMap(stringsOf),
  );
}

/**
 * For each language, the interface strings that are its own: no other language has them (an
 * untranslated one is English's), long enough to be a phrase (12 characters and a space), and
 * without a `{placeholder}`, which a page shows filled in.
 */
export function languageStrings(): Record<Locale, string[]> {
  const all = Object.fromEntries(
    locales.map((locale) => [locale, interfaceStrings(locale)]),
  ) as Record<Locale, Set<string>>;
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      [...all[locale]].filter(
        (text) =>
          text.length >= 12 &&
          / /.test(text) &&
          !/[{}]/.test(text) &&
          locales.every((other) => other === locale || !all[other].has(text)),
      ),
    ]),
  ) as Record<Locale, string[]>;
}
