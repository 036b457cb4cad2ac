import type { Metadata } from "next";
import { siteConfig } from "@/content/site";

/** The link-preview card (app/social-card.png), referenced by every page's metadata. */
export const SOCIAL_IMAGE = {
  url: "/social-card.png",
  width: 1200,
  height: 630,
  type: "image/png",
  alt: `${siteConfig.name} - ${siteConfig.tagline}`,
};

/** The brand mark (public/icon.svg); the generated PNGs draw it too. */
export const FAVICON = { url: "/icon.svg", type: "image/svg+xml" };

/** The home-screen icon (app/apple-touch-icon.png). */
export const APPLE_TOUCH_ICON = { url: "/apple-touch-icon.png", size: 180 };

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
      images: [SOCIAL_IMAGE],
    },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${siteConfig.name}`,
      description,
      images: [SOCIAL_IMAGE],
    },
    ...(noIndex && { robots: { index: false, follow: true } }),
  };
}
