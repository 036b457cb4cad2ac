import { locales, type Locale } from "@/lib/i18n/locales";

/**
 * The languages the content is written in (the site's, lib/i18n/locales.ts): English, the source,
 * at `content/<path>`, and each translation at `content/<locale>/<path>` under the same file name
 * (docs/content.md, "Translations").
 */
export const contentLocales = locales;
export type ContentLocale = Locale;

/** The language every other one is translated from: the site's default (lib/i18n/locales.ts). */
export const SOURCE_LOCALE = "en" satisfies Locale;

/** The languages a file may be translated into. */
export const translationLocales = contentLocales.filter(
  (locale): locale is Exclude<ContentLocale, typeof SOURCE_LOCALE> => locale !== SOURCE_LOCALE,
);
export type TranslationLocale = (typeof translationLocales)[number];

/** The language's name in English, for the editor and the reports. */
export const localeNames: Record<ContentLocale, string> = {
  en: "English",
  fr: "French",
  nl: "Dutch",
  de: "German",
};

/** `content/faq.yaml` in `fr`: `content/fr/faq.yaml`; in English the file itself. */
export function translationPath(englishFile: string, locale: ContentLocale): string {
  if (locale === SOURCE_LOCALE) return englishFile;
  if (!englishFile.startsWith("content/")) {
    throw new Error(`${englishFile} is not a file of content/`);
  }
  return `content/${locale}/${englishFile.slice("content/".length)}`;
}

/**
 * The English file a translation is made from and its language (`content/fr/faq.yaml`:
 * `content/faq.yaml`, `fr`), or undefined for a file that is not a translation.
 */
export function englishPathOf(
  file: string,
): { englishFile: string; locale: TranslationLocale } | undefined {
  const match = /^content\/([a-z]{2})\/(.+)$/.exec(file);
  const locale = match?.[1];
  if (!match || !(translationLocales as readonly string[]).includes(locale ?? "")) return;
  return { englishFile: `content/${match[2]}`, locale: locale as TranslationLocale };
}
