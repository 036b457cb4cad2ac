import { notFound } from "next/navigation";
import { pageLocale } from "@/components/i18n/page-locale";
import { publishedLocales } from "@/components/i18n/published-locales";
import { isLocale, locales, type Locale } from "@/lib/i18n/locales";
import { readForPreview } from "@/lib/content/preview";

export { publishedLocales };

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
  // Under next dev a content mistake in what decides the languages (a broken post read for the
  // blog's) lists every language, so the page asked for opens and shows the mistake in words.
  return (): { locale: Locale }[] =>
    readForPreview(
      () => publishedLocales(path).map((locale) => ({ locale })),
      locales.map((locale) => ({ locale })),
    );
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
