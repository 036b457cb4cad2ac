import type { Metadata } from "next";
import { BlockPageView, blockPageMetadata } from "@/components/blocks/block-page-view";
import { contentMetadata } from "@/components/seo/metadata";
import { homePage } from "@/content/block-pages";

/** The landing page: its blocks, their order and settings are content/block-pages/home.yaml. */
export function generateMetadata(): Metadata {
  return contentMetadata(() => blockPageMetadata(homePage()));
}

export default function HomePage() {
  return <BlockPageView page={homePage()} />;
}
