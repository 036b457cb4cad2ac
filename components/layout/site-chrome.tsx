import { Activity } from "react";
import { CookieConsent } from "@/components/consent/cookie-consent";
import { MAIN_ID } from "@/lib/browser/landmarks";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { Toaster } from "@/components/ui/toaster";
import { buildDate } from "@/lib/dates/build-date";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { LanguageLinks } from "@/components/i18n/language-menu";
import { publishedLocales } from "@/components/i18n/published";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Baked in at build from the build date (which `SOURCE_DATE_EPOCH` pins, so a rebuild of an old
 * commit prints the same year); the footer's island corrects it in the visitor's browser.
 */
const BUILD_YEAR = Number(buildDate().slice(0, 4));

/**
 * The site's chrome around a page: skip link, consent banner, header, footer, toasts. Used by
 * the site's root layout (app/[locale]/layout.tsx) and by the 404 pages' (app/global-not-found.tsx,
 * app/(missing)/[locale]/layout.tsx), so a route outside them, such as the editor in `next dev`,
 * has none of it.
 */
export function SiteChrome({
  children,
  locale,
  searchable = true,
}: {
  children: React.ReactNode;
  /** The page's language: every word of the chrome is in it. */
  locale: Locale;
  /** False keeps the page out of the site search and leaves out the sales band (the 404 pages). */
  searchable?: boolean;
}) {
  return (
    <>
      <SkipLink locale={locale} />
      {/* The banner and the analytics behind it; early, so keyboard users reach it first. */}
      <CookieConsent locale={locale} />
      <SiteHeader locale={locale} />
      {/* Pagefind indexes only what is inside `data-pagefind-body`: every page's own content,
          never the chrome around it (docs/content.md, "Site search"). */}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="flex-1 pt-16 outline-none"
        data-pagefind-body={searchable ? "" : undefined}
      >
        {children}
      </main>
      {/* The 404 ends with its own search and links, not the sales band. An `<Activity>`, as
          the blocks after a page's first are: the footer hydrates in a pass of its own after the
          first screen, and a click on it hydrates it at once (docs/performance.md). */}
      <Activity>
        <SiteFooter buildYear={BUILD_YEAR} locale={locale} salesBand={searchable} />
      </Activity>
      <ScrollToTop />
      <Toaster labels={interfaceLabelsIn(locale).toasts} />
      <HydrationSignal />
      {/* The language menus' links, pointed at this page's translations; last, so no part of
          the page waits for it (with English alone there are no menus). */}
      {publishedLocales("/").length > 1 ? <LanguageLinks /> : null}
    </>
  );
}
