import { siteConfig } from "@/content/site";
import { JsonLd } from "@/components/seo/json-ld";
import { organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data";

/** Who runs the site and what the site is: on the home and about pages. */
export function OrganizationJsonLd() {
  return (
    <>
      <JsonLd data={organizationJsonLd(siteConfig)} />
      <JsonLd data={websiteJsonLd(siteConfig)} />
    </>
  );
}
