import { pageLocale } from "@/components/i18n/page-locale";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { siteConfig } from "@/content/site";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data";

type Step = { name: string; path: `/${string}` };

/** Home > (parents >) this page, for an inner page's search result, in the page's language. */
export async function BreadcrumbJsonLd({
  name,
  path,
  parents,
}: Step & {
  /** Pages between home and this one, e.g. the blog above a post. */
  parents?: readonly Step[];
}) {
  const locale = await pageLocale();
  const home = interfaceLabelsIn(locale).pages.home;
  return <JsonLd data={breadcrumbJsonLd(siteConfig, { name, path }, parents, { locale, home })} />;
}
