import type { Metadata, Viewport } from "next";
import { pageLocale } from "@/components/i18n/page-locale";
import { publishedLocales } from "@/components/i18n/published";
import { hasMarkdownCopy } from "@/content/agent-files";
import { feedLocales } from "@/content/feeds";
import { defaultLocale, localePath, openGraphLocales, type Locale } from "@/lib/i18n/locales";
import { siteConfig, siteTextIn } from "@/content/site";
import { ContentError } from "@/lib/content/errors";
import { readForPreview } from "@/lib/content/preview";
import {
  absoluteUrl as urlOn,
  APPLE_TOUCH_ICON,
  FAVICON,
  feedAlternates,
  pageMetadata as metadataOf,
  socialImage,
  SOCIAL_IMAGE,
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
  return metadataOf(siteIn(locale), {
    ...page,
    image: page.image ?? socialCardIn(locale),
    locale,
    languages: publishedLocales(page.path),
    feeds: feedLocales().includes(locale),
    markdown: hasMarkdownCopy(page.path, locale),
  });
}

/** The site config with its words (tagline, description, address) in `locale`. */
function siteIn(locale: Locale) {
  return { ...siteConfig, ...siteTextIn(locale) };
}

/** The site's share card in `locale`: English's at the root, the others' under their prefix. */
function socialCardIn(locale: Locale): PageMetadataInput["image"] {
  if (locale === defaultLocale) return undefined;
  const site = siteIn(locale);
  return {
    url: localePath(locale, SOCIAL_IMAGE.url as `/${string}`),
    alt: `${site.name} - ${site.tagline}`,
  };
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

/**
 * What every document of the site declares, in `locale`: the root layout's (a page's own
 * metadata replaces most of it) and, in English, the 404 document's.
 */
export function rootMetadataIn(locale: Locale): Metadata {
  const site = siteIn(locale);
  const card = socialCardIn(locale);
  const image = card ? { ...socialImage(site), ...card } : socialImage(site);
  return {
    metadataBase: new URL(siteConfig.origin),
    title: { default: `${site.name} - ${site.tagline}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    // The language's own feeds where it has posts, else the English ones. Under next dev a
    // content mistake in a post keeps the English ones, so the page can show the mistake.
    alternates: {
      types: feedAlternates(
        site,
        readForPreview(feedLocales, [defaultLocale]).includes(locale) ? locale : defaultLocale,
      ),
    },
    openGraph: {
      siteName: site.name,
      locale: locale === defaultLocale ? siteConfig.locale : openGraphLocales[locale],
      type: "website",
      images: [image],
    },
    twitter: { card: "summary_large_image", images: [image] },
    ...rootDocument,
  };
}

/** The parts of the root metadata that are the same in every language. */
const rootDocument = {
  icons: {
    icon: { url: FAVICON.url, type: FAVICON.type },
    apple: {
      url: APPLE_TOUCH_ICON.url,
      sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
      type: "image/png",
    },
  },
  formatDetection: { telephone: false, address: false, email: false },
} satisfies Metadata;

export const rootViewport: Viewport = {
  themeColor: "#5f2ef0",
  width: "device-width",
  initialScale: 1,
};
