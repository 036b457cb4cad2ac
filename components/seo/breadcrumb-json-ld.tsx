import { siteConfig } from "@/content/site";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

type Step = { name: string; path: `/${string}` };

/** Home > (parents >) this page, for an inner page's search result. */
export function BreadcrumbJsonLd({
  name,
  path,
  parents,
}: Step & {
  /** Pages between home and this one, e.g. the blog above a post. */
  parents?: readonly Step[];
}) {
  return <JsonLd data={breadcrumbJsonLd(siteConfig, { name, path }, parents)} />;
}
