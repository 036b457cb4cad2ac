import { routeLocales } from "@/content/translations";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/locales";

/**
 * The languages with a 404 page of their own (out/<locale>/404.html): those whose home is
 * published, but English, whose 404 is the site's (app/global-not-found.tsx, out/404.html).
 */
export function notFoundLocales(): Locale[] {
  const homes = routeLocales("/");
  return locales.filter((locale) => locale !== defaultLocale && homes.includes(locale));
}
