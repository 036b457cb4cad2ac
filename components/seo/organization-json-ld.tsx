import { pageLocale } from "@/components/i18n/page-locale";
import { siteConfig, siteTextIn } from "@/content/site";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";

/** Who runs the site and what the site is, in the page's language: on the home and about pages. */
export async function OrganizationJsonLd() {
  const locale = await pageLocale();
  const site = { ...siteConfig, ...siteTextIn(locale) };
  return (
    <>
      <JsonLd data={organizationJsonLd(site)} />
      <JsonLd data={websiteJsonLd(site, locale)} />
    </>
  );
}
