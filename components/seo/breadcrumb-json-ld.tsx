import { siteConfig } from "@/content/site";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/structured-data";

/** Home > this page, for an inner page's search result. */
export function BreadcrumbJsonLd({ name, path }: { name: string; path: `/${string}` }) {
  return <JsonLd data={breadcrumbJsonLd(siteConfig, { name, path })} />;
}
