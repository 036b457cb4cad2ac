import type { Metadata } from "next";
import { SiteDocument } from "@/app/site-document";
import { LogMissingPath } from "@/components/layout/log-missing-path";
import { SiteChrome } from "@/components/layout/site-chrome";
import { NotFoundContent, notFoundMetadata } from "@/components/pages/not-found-content";
import { siteConfig } from "@/content/site";
import { rootMetadataIn, rootViewport } from "@/components/seo/metadata";
import { defaultLocale } from "@/lib/i18n/locales";
import "./globals.css";

export const metadata: Metadata = {
  ...rootMetadataIn(defaultLocale),
  ...notFoundMetadata,
  // The root layout's title template does not reach a document of its own.
  title: `${notFoundMetadata.title} | ${siteConfig.name}`,
};
export const viewport = rootViewport;

/**
 * Every address the site does not have (out/404.html). A document of its own, with the chrome:
 * as the root layout's not-found boundary it put a second copy of the chrome's islands into
 * every page's first load (docs/performance.md#what-code-comments-point-to). It alone logs the
 * missing path: in the layout's not-found boundary (`notFound()` under next dev) the logger's
 * client code joined every page's first load too.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <SiteChrome locale="en" searchable={false}>
        <LogMissingPath />
        <NotFoundContent />
      </SiteChrome>
    </SiteDocument>
  );
}
