import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { BlockPageView, blockPageMetadata } from "@/components/blocks/block-page-view";
import { contentMetadata } from "@/components/seo/metadata";
import { homePage } from "@/content/block-pages";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/");

/** The landing page: its blocks, their order and settings are content/block-pages/home.yaml. */
export function generateMetadata(): Promise<Metadata> {
  return contentMetadata(() => blockPageMetadata(homePage()));
}

export default function HomePage() {
  return <BlockPageView page={homePage()} />;
}
