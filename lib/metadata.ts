import type { Metadata } from "next";
import { siteConfig } from "@/content/site";

export function absoluteUrl(path: string): string {
  return path === "/" ? siteConfig.origin : `${siteConfig.origin}${path}`;
}

type PageMetadataInput = {
  /** Short page title; the root layout's template appends the brand. */
  title: string;
  description: string;
  path: `/${string}`;
  /** Keeps the page out of search results (redirect stubs, error pages). */
  noIndex?: boolean;
};

/** The one way a route describes itself to search engines and link previews. */
export function pageMetadata({ title, description, path, noIndex }: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title: `${title} | ${siteConfig.name}`,
      description,
      url,
    },
    twitter: { card: "summary_large_image", title: `${title} | ${siteConfig.name}`, description },
    ...(noIndex && { robots: { index: false, follow: true } }),
  };
}
