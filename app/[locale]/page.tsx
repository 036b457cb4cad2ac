import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { BlockPageView, blockPageMetadata } from "@/components/blocks/block-page-view";
import { contentMetadata } from "@/components/seo/metadata";
import { homePage } from "@/content/block-pages";
import { pageLocale } from "@/components/i18n/page-locale";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/");

/** The landing page: its blocks, their order and settings are content/block-pages/home.yaml. */
export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() => blockPageMetadata(homePage(locale)));
}

export default async function HomePage() {
  return <BlockPageView page={homePage(await pageLocale())} />;
}
