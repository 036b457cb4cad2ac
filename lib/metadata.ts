import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { FEED_PATHS } from "@/lib/feeds";

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

/** The blog's feeds, announced by every page (`<link rel="alternate">`). */
export const FEED_ALTERNATES = {
  "application/rss+xml": [{ url: FEED_PATHS.rss, title: `${siteConfig.name} blog (RSS)` }],
  "application/feed+json": [{ url: FEED_PATHS.json, title: `${siteConfig.name} blog (JSON Feed)` }],
};

export function absoluteUrl(path: string): string {
  return path === "/" ? siteConfig.origin : `${siteConfig.origin}${path}`;
}

type PageMetadataInput = {
  /** Short page title; the brand is appended when it fits (`documentTitle`). */
  title: string;
  /** The brand leads instead ("Stackless - Replace ..."), as the home page's title does. */
  brandFirst?: boolean;
  description: string;
  path: `/${string}`;
  /** Keeps the page out of search results (redirect stubs, error pages). */
  noIndex?: boolean;
  /** A page's own share card (a post's); the site's card otherwise. */
  image?: { url: `/${string}`; alt: string };
  /** Open Graph type: a post is an "article" with its dates. */
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; section: string };
};

/** How much of a title a search result shows before it cuts it (about 60 characters). */
export const TITLE_MAX = 60;

/**
 * "About | Stackless", or the title alone when the brand would not fit in a search result: a
 * long post title is worth more than a suffix that would be cut to "| Sta...".
 */
export function documentTitle(title: string): string {
  const branded = `${title} | ${siteConfig.name}`;
  return branded.length <= TITLE_MAX ? branded : title;
}

/** The one way a route describes itself to search engines and link previews. */
export function pageMetadata({
  title,
  brandFirst,
  description,
  path,
  noIndex,
  image,
  article,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  const images = [image ? { ...SOCIAL_IMAGE, ...image } : SOCIAL_IMAGE];
  // Search results, tabs and link previews all show the same title.
  const shown = brandFirst ? `${siteConfig.name} - ${title}` : documentTitle(title);
  return {
    title: { absolute: shown },
    description,
    alternates: { canonical: url, types: FEED_ALTERNATES },
    openGraph: {
      ...(article ? { type: "article", ...article } : { type: "website" }),
      siteName: siteConfig.name,
      locale: siteConfig.locale,
      title: shown,
      description,
      url,
      images,
    },
    twitter: {
      card: "summary_large_image",
      title: shown,
      description,
      images,
    },
    ...(noIndex && { robots: { index: false, follow: true } }),
  };
}
