import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { BrandSheet } from "@/components/pages/brand/brand-sheet";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { pageLocale } from "@/components/i18n/page-locale";
import { brandContentIn } from "@/content/pages/brand";
import { BRAND_SHEET_PATH } from "@/lib/brand/media-kit";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/brand");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() =>
    pageMetadata({ ...brandContentIn(locale).meta, path: BRAND_SHEET_PATH }),
  );
}

export default async function BrandSheetPage() {
  return <BrandSheet locale={await pageLocale()} />;
}
