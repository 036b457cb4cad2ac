import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { helpCenterContentIn } from "@/content/pages/help-center";
import { HelpCategories, PopularArticles } from "@/components/pages/help-center/help-lists";
import { MoreHelp } from "@/components/pages/help-center/more-help";
import { HelpSearch } from "@/components/pages/help-search";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/help-center");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...helpCenterContentIn(locale).meta, path: "/help-center" }),
  );
}

export default async function HelpCenterPage() {
  const locale = await pageLocale();
  const { meta, hero, search, popular, categories, moreHelp } = helpCenterContentIn(locale);
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/help-center" />
      <PageHero icon="LifeBuoy" {...hero} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
        {/* The search replaces both lists with its results while a query is typed. */}
        <HelpSearch text={search} locale={locale}>
          <PopularArticles text={popular} locale={locale} />
          <HelpCategories categories={categories} locale={locale} />
        </HelpSearch>
      </div>
      <MoreHelp moreHelp={moreHelp} locale={locale} />
    </>
  );
}
