import { SiteChrome } from "@/components/layout/site-chrome";
import { SiteDocument } from "@/app/site-document";
import { pageLocale } from "@/components/i18n/page-locale";
import { ErrorWordsProvider } from "@/components/layout/error-words";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { localePath } from "@/lib/i18n/locales";
import { rootMetadataIn, rootViewport } from "@/components/seo/metadata";
import "../globals.css";

export async function generateMetadata() {
  return rootMetadataIn(await pageLocale());
}
export const viewport = rootViewport;

// One tree for every language: English is built at /en and moved to the site's root after the
// build (scripts/unprefix-default.mjs); next dev answers the same unprefixed English addresses
// (next.config.ts). Each page lists the languages it is published in (components/i18n/
// published.ts). No `dynamicParams = false` here: it would hold for every page below, and a
// page or post the editor has just created would answer 404 in next dev (lib/content/preview.ts).

/**
 * The root layout of every page of the site, chrome included, in the page's language. A route
 * that must go without the chrome (the editor in `next dev`) lives in a route group with a root
 * layout of its own, so it also goes without the site's stylesheet; the 404 document is
 * app/global-not-found.tsx, and each language's 404 page has a root layout of its own
 * (app/(missing)/[locale]/layout.tsx). (A bare root layout above this tree measured the same first-load
 * JavaScript; it would only force the site's CSS on the editor.)
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const locale = await pageLocale();
  return (
    <SiteDocument locale={locale}>
      <SiteChrome locale={locale}>
        {/* The error boundary below the layout reads its words from here, in this language. */}
        <ErrorWordsProvider
          words={{ ...interfaceLabelsIn(locale).errorPage, homePath: localePath(locale, "/") }}
        >
          {children}
        </ErrorWordsProvider>
      </SiteChrome>
    </SiteDocument>
  );
}
