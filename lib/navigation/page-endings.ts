import { locales } from "@/lib/i18n/locales";

/**
 * Utility pages: a reader came for a task (apply, get help, check a status, read the terms), so
 * each ends with its own next step and goes without the footer's sales band. Marketing pages
 * keep the band. The one rule for every page; the 404 pages, each drawn by a root layout of its
 * own (app/global-not-found.tsx, app/(missing)/[locale]/layout.tsx), go without it themselves.
 */
const UTILITY_PAGES = ["/status", "/contact-support", "/thank-you"];
/** A role and a help article, each page under its listing. */
const UTILITY_PARENTS = ["/careers/", "/help-center/"];

/** A language's prefix at the start of an address (`/fr`, `/en` while the export is built). */
const LANGUAGE_PREFIX = new RegExp(`^/(?:${locales.join("|")})(?=[/?#]|$)`);

export function endsWithOwnStep(path: string, legalPaths: readonly string[]): boolean {
  // The same page in every language: `/fr/status` ends as `/status` does.
  const unprefixed = path.replace(LANGUAGE_PREFIX, "") || "/";
  const clean = unprefixed.length > 1 ? unprefixed.replace(/\/+$/, "") : unprefixed;
  return (
    UTILITY_PAGES.includes(clean) ||
    legalPaths.includes(clean) ||
    UTILITY_PARENTS.some((parent) => clean.startsWith(parent) && clean.length > parent.length)
  );
}
