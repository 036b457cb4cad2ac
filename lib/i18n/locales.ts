/**
 * The languages the site is written in. English is the source and keeps the addresses it always
 * had (`/about`); every other language lives under its code (`/fr/about`), with the same English
 * slugs (docs/languages.md says why). The codes are plain: `<html lang>` and the search index are
 * one per code, and `nl` and `nl-BE` would split them.
 */
export const locales = ["en", "fr", "nl", "de"] as const;

export type Locale = (typeof locales)[number];

/** The source language: unprefixed in every address, x-default in every hreflang set. */
export const defaultLocale = "en" satisfies Locale;

/**
 * Each language's Open Graph locale (`og:locale`). English takes the site config's own
 * (`en_US`); the others the language's main market, as link previews expect a territory.
 */
export const openGraphLocales: Record<Exclude<Locale, typeof defaultLocale>, string> = {
  fr: "fr_FR",
  nl: "nl_NL",
  de: "de_DE",
};

/**
 * Each language by its own name, as a language switcher offers it (a French reader looks for
 * "Français", not "French"), and the switcher's name in that language.
 */
export const languageNames: Record<Locale, { name: string; switcher: string }> = {
  en: { name: "English", switcher: "Language" },
  fr: { name: "Français", switcher: "Langue" },
  nl: { name: "Nederlands", switcher: "Taal" },
  de: { name: "Deutsch", switcher: "Sprache" },
};

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
 * The address the browser shows for a path the framework renders: English pages are rendered
 * at `/en/...` and served without the prefix (`/en/about` -> `/about`, `/en` -> `/`); the other
 * languages keep theirs.
 */
export function sitePath(path: string): string {
  const rest = path.replace(/^\/en(?=[/?#]|$)/, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * The language of a site path, read from its prefix: `/fr/about` -> `fr`, `/about` -> English.
 * For islands, which know the address but not the page's language.
 */
export function pathLocale(path: string): Locale {
  const prefix = /^\/([a-z]{2})(?=[/?#]|$)/.exec(path)?.[1];
  return isLocale(prefix) ? prefix : defaultLocale;
}
