import { notFound } from "next/navigation";
import { pageLocale } from "@/components/i18n/page-locale";
import { pathLocales } from "@/content/translations";
import { defaultLocale, isLocale, localePath, locales, type Locale } from "@/lib/i18n/locales";

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

/** Whether the page at `path` is published in `locale` (a route's `locale` parameter). */
function isPublished(locale: string, path: `/${string}`): boolean {
  return isLocale(locale) && publishedLocales(path).includes(locale);
}

/**
 * `generateStaticParams` of a page at a fixed path (`/about`): one page per language it is
 * published in. Every page lists its languages itself, and app/[locale]/layout.tsx lists none:
 * a static export refuses a `generateStaticParams` that returns nothing, which a page not yet
 * translated would return for the layout's French.
 */
export function localeStaticParams(path: `/${string}`) {
  return (): { locale: Locale }[] => publishedLocales(path).map((locale) => ({ locale }));
}

/**
 * `generateStaticParams` of a route with a parameter (`/blog/[slug]`): each entry in each
 * language its page is published in, as `{ locale, ...its own parameters }`.
 */
export function localizedParams<T, P extends object>(
  entries: T[],
  pathOf: (entry: T) => `/${string}`,
  paramsOf: (entry: T) => P,
): (P & { locale: Locale })[] {
  return entries.flatMap((entry) =>
    publishedLocales(pathOf(entry)).map((locale) => ({ locale, ...paramsOf(entry) })),
  );
}

/** The 404 page for a language the page at `path` is not published in (next dev asks for any). */
export async function requirePublished(path: `/${string}`): Promise<void> {
  if (!isPublished(await pageLocale(), path)) notFound();
}

/**
 * Where a link on a page in `locale` goes: an address of the site (`/about`, `/terms#refunds`)
 * in that language when the page is published in it, else the English page; anything else
 * (another site, `mailto:`, a fragment of the same page) as it is. Content writes the English
 * address once, and every language's page points at its own.
 */
export function localizedHref(locale: Locale, href: string): string {
  if (locale === defaultLocale || !href.startsWith("/") || href.startsWith("//")) return href;
  const path = href.split(/[?#]/, 1)[0] ?? "/";
  const page = (path.length > 1 ? path.replace(/\/+$/, "") : path) as `/${string}`;
  if (!publishedLocales(page).includes(locale)) return href;
  return `${localePath(locale, page)}${href.slice(path.length)}`;
}
