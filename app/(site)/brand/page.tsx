import type { Metadata } from "next";
import { BrandSheet } from "@/components/pages/brand/brand-sheet";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { brandContent } from "@/content/pages/brand";
import { BRAND_SHEET_PATH } from "@/lib/brand/media-kit";

export function generateMetadata(): Metadata {
  return contentMetadata(() => pageMetadata({ ...brandContent.meta, path: BRAND_SHEET_PATH }));
}

export default function BrandSheetPage() {
  return <BrandSheet />;
}
