/**
 * The languages the site is written in. English is the source and keeps the addresses it always
 * had (`/about`); every other language lives under its code (`/fr/about`), with the same English
 * slugs (docs/languages.md says why). The codes are plain: `<html lang>` and the search index are
 * one per code, and `nl` and `nl-BE` would split them.
 */
export const locales = ["en", "fr", "nl", "de"] as const;

export type Locale = (typeof locales)[number];

/** The source language: unprefixed in every address, x-default in every hreflang set. */
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * A site path in a language: `/about` in English, `/fr/about` in French, `/fr` for the French
 * home. A hash or query stays at the end (`/#pricing` -> `/fr#pricing`).
 */
export function localePath(locale: Locale, path: `/${string}`): `/${string}` {
  if (locale === defaultLocale) return path;
  if (path === "/" || /^\/[#?]/.test(path)) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/**
 * The language of a site path and the path without its prefix: `/fr/about` -> fr, `/about`;
 * `/about` -> en, `/about`. An `/en/...` path (the address the framework renders English pages
 * at, before the export moves them) counts as English too.
 */
export function splitLocalePath(path: string): { locale: Locale; path: `/${string}` } {
  const match = /^\/([a-z]{2})(?=\/|$|[?#])(.*)$/.exec(path);
  if (match && isLocale(match[1])) {
    const rest = match[2] || "/";
    return { locale: match[1], path: (rest.startsWith("/") ? rest : `/${rest}`) as `/${string}` };
  }
  return {
    locale: defaultLocale,
    path: (path.startsWith("/") ? path : `/${path}`) as `/${string}`,
  };
}
