import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";

/**
 * The languages with a 404 page of their own (out/<locale>/404.html): every language but English,
 * whose 404 is the site's (app/global-not-found.tsx, out/404.html). Every one, not only those
 * whose home is published: an address under /nl/ is answered in Dutch even before the Dutch site
 * is, and a static export refuses a page whose `generateStaticParams` returns nothing.
 */
export function notFoundLocales(): Locale[] {
  return locales.filter((locale) => locale !== defaultLocale);
}
