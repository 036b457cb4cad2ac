import { SiteDocument } from "@/app/site-document";
import { SiteChrome } from "@/components/layout/site-chrome";
import { pageLocale } from "@/components/i18n/page-locale";
import { rootMetadataIn, rootViewport } from "@/components/seo/metadata";
import "../../globals.css";

export async function generateMetadata() {
  return rootMetadataIn(await pageLocale());
}
export const viewport = rootViewport;

/**
 * The root layout of each language's 404 page (404/page.tsx), the chrome as the 404 document
 * draws it (app/global-not-found.tsx): out of the site search, and no sales band. A layout of its
 * own because hosts send the page for every missing address under the language's prefix, so no
 * part of it may decide what it shows from the address: the site's footer, reading it, added the
 * band once it hydrated at `/fr/no-such-page`. A link out of it loads the next page whole, as one
 * between root layouts does.
 */
export default async function LanguageNotFoundLayout({ children }: { children: React.ReactNode }) {
  const locale = await pageLocale();
  return (
    <SiteDocument locale={locale}>
      <SiteChrome locale={locale} searchable={false}>
        {children}
      </SiteChrome>
    </SiteDocument>
  );
}
