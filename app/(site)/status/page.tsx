import type { Metadata } from "next";
import { statusContent } from "@/content/pages/status";
import { siteConfig } from "@/content/site";
import { StatusPageView } from "@/components/pages/status-page";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { contentMetadata, pageMetadata } from "@/components/seo/metadata";
import { statusPageText } from "@/lib/status/snapshot";

export function generateMetadata(): Metadata {
  return contentMetadata(() => {
    const monitored = Boolean(siteConfig.statusMonitor);
    const { description } = statusPageText(statusContent, { monitored });
    return pageMetadata({ title: statusContent.meta.title, description, path: "/status" });
  });
}

export default function StatusPage() {
  return (
    <>
      <BreadcrumbJsonLd name={statusContent.meta.title} path="/status" />
      <StatusPageView content={statusContent} monitor={siteConfig.statusMonitor} />
    </>
  );
}
