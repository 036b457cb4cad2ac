import { localeStaticParams } from "@/components/i18n/published";
import type { Metadata } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { statusContentIn } from "@/content/pages/status";
import { siteConfig } from "@/content/site";
import { StatusPageView } from "@/components/pages/status-page";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { statusPageText } from "@/lib/status/snapshot";

// Built in each language the page is published in; any other is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = localeStaticParams("/status");

export async function generateMetadata(): Promise<Metadata> {
  const locale = await pageLocale();
  return contentMetadata(() => {
    const content = statusContentIn(locale);
    const monitored = Boolean(siteConfig.statusMonitor);
    const { description } = statusPageText(content, { monitored, locale });
    return pageMetadata({ title: content.meta.title, description, path: "/status" });
  });
}

export default async function StatusPage() {
  const locale = await pageLocale();
  const content = statusContentIn(locale);
  return (
    <>
      <BreadcrumbJsonLd name={content.meta.title} path="/status" />
      <StatusPageView content={content} monitor={siteConfig.statusMonitor} locale={locale} />
    </>
  );
}
