import { REDIRECTS } from "@/content/routes";
import { pathLocales } from "@/content/translations";
import { defaultLocale, localePath, locales, type Locale } from "@/lib/i18n/locales";

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

/**
 * Where a link on a page in `locale` goes: an address of the site (`/about`, `/terms#refunds`)
 * in that language when the page is published in it, else the English page; anything else
 * (another site, `mailto:`, a fragment of the same page) as it is. A redirect of the site
 * (`/gdpr`, content/routes.ts) answers in English only, so it is its target in that language.
 * Content writes the English address once, and every language's page points at its own.
 */
export function localizedHref(locale: Locale, href: string): string {
  if (locale === defaultLocale || !href.startsWith("/") || href.startsWith("//")) return href;
  const path = href.split(/[?#]/, 1)[0] ?? "/";
  const page = (path.length > 1 ? path.replace(/\/+$/, "") : path) as `/${string}`;
  const target = REDIRECTS[page];
  if (target) return localizedHref(locale, target);
  if (!publishedLocales(page).includes(locale)) return href;
  return `${localePath(locale, page)}${href.slice(path.length)}`;
}
