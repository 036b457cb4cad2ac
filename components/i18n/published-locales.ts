import { pathLocales } from "@/content/translations";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";

/**
 * The languages the page at a site path (`/about`, `/blog/<slug>`, `/` for the home) is
 * published in: English always; another language once the page's own content has a
 * translation there (content/translations.ts). A page without one is not published in that
 * language: it would be the English page again at another address, which search engines count
 * as a duplicate.
 */
export function publishedLocales(path: `/${string}`): Locale[] {
  const translated: readonly string[] = pathLocales(path);
  return locales.filter((locale) => locale === defaultLocale || translated.includes(locale));
}
