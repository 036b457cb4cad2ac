import type { Metadata, Viewport } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { publishedLocales } from "@/components/i18n/published";
import { hasMarkdownCopy } from "@/content/agent-files";
import { feedLocales } from "@/content/feeds";
import { siteConfig } from "@/content/site";
import { ContentError } from "@/lib/content/errors";
import {
  absoluteUrl as urlOn,
  APPLE_TOUCH_ICON,
  FAVICON,
  feedAlternates,
  pageMetadata as metadataOf,
  socialImage,
  type PageMetadataInput,
} from "@/lib/seo/metadata";

/** `path` on the site's configured origin. */
export function absoluteUrl(path: string): string {
  return urlOn(siteConfig.origin, path);
}

/**
 * The one way a route describes itself to search engines and link previews, in the page's
 * language: its canonical address there, and its hreflang alternates in every language it is
 * published in. `path` is the page's English address (`/about`).
 */
export async function pageMetadata(
  page: Omit<PageMetadataInput, "locale" | "languages" | "feeds" | "markdown">,
): Promise<Metadata> {
  const locale = await pageLocale();
  return metadataOf(siteConfig, {
    ...page,
    locale,
    languages: publishedLocales(page.path),
    feeds: feedLocales().includes(locale),
    markdown: hasMarkdownCopy(page.path, locale),
  });
}

/**
 * A route's metadata, read from content when the page renders, never when its module loads: under
 * `next dev` a content mistake in it gives the page none of its own (the layout's title stays),
 * so the page's body can show the mistake instead of the whole page failing (lib/content/preview.ts).
 */
export async function contentMetadata(read: () => Metadata | Promise<Metadata>): Promise<Metadata> {
  if (process.env.NODE_ENV !== "development") return read();
  try {
    return await read();
  } catch (error) {
    if (error instanceof ContentError) return {};
    throw error;
  }
}

/** What every document of the site declares: the root layout's and the 404 page's. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(siteConfig.origin),
  title: {
    default: `${siteConfig.name} - ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  alternates: { types: feedAlternates(siteConfig) },
  openGraph: {
    siteName: siteConfig.name,
    locale: siteConfig.locale,
    type: "website",
    images: [socialImage(siteConfig)],
  },
  twitter: { card: "summary_large_image", images: [socialImage(siteConfig)] },
  icons: {
    icon: { url: FAVICON.url, type: FAVICON.type },
    apple: {
      url: APPLE_TOUCH_ICON.url,
      sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
      type: "image/png",
    },
  },
  formatDetection: { telephone: false, address: false, email: false },
};

export const rootViewport: Viewport = {
  themeColor: "#5f2ef0",
  width: "device-width",
  initialScale: 1,
};
