import type { Metadata } from "next";
import type { SiteConfig } from "@/content/site";
import { feedPaths } from "@/lib/blog/feeds";
import { markdownPath } from "@/lib/markdown/paths";
import { defaultLocale, localePath, openGraphLocales, type Locale } from "@/lib/i18n/locales";

/** What a page's metadata needs of the site config (components/seo/metadata.ts passes it). */
export type MetadataSite = Pick<SiteConfig, "name" | "tagline" | "origin" | "locale">;

/** The link-preview card (app/social-card.png), referenced by every page's metadata. */
export const SOCIAL_IMAGE = {
  url: "/social-card.png",
  width: 1200,
  height: 630,
  type: "image/png",
};

/** The site's card with its description for screen readers. */
export function socialImage(site: MetadataSite) {
  return { ...SOCIAL_IMAGE, alt: `${site.name} - ${site.tagline}` };
}

/** The brand mark (public/icon.svg); the generated PNGs draw it too. */
export const FAVICON = { url: "/icon.svg", type: "image/svg+xml" };

/** The home-screen icon (app/apple-touch-icon.png). */
export const APPLE_TOUCH_ICON = { url: "/apple-touch-icon.png", size: 180 };

/** The blog's feeds in a language, announced by every page in it (`<link rel="alternate">`). */
export function feedAlternates(site: MetadataSite, locale: Locale = defaultLocale) {
  const paths = feedPaths(locale);
  return {
    "application/rss+xml": [{ url: paths.rss, title: `${site.name} blog (RSS)` }],
    "application/feed+json": [{ url: paths.json, title: `${site.name} blog (JSON Feed)` }],
  };
}

export function absoluteUrl(origin: string, path: string): string {
  return path === "/" ? origin : `${origin}${path}`;
}

/**
 * A page's hreflang alternates: each language it is published in, at its absolute address, and
 * `x-default` (the English page, which every page has: the source of every translation) for
 * readers of any other language. Every version of a page lists the same set, its own included,
 * so they are reciprocal, as search engines require.
 */
export function languageAlternates(
  origin: string,
  path: `/${string}`,
  languages: readonly Locale[],
): Record<string, string> {
  const links: Record<string, string> = {};
  for (const locale of languages) links[locale] = absoluteUrl(origin, localePath(locale, path));
  links["x-default"] = absoluteUrl(origin, localePath(defaultLocale, path));
  return links;
}

/** `og:locale` of a page in `locale`: the site config's for English. */
function openGraphLocale(site: MetadataSite, locale: Locale): string {
  return locale === defaultLocale ? site.locale : openGraphLocales[locale];
}

export type PageMetadataInput = {
  /** Short page title; the brand is appended when it fits (`documentTitle`). */
  title: string;
  /** The brand leads instead ("Stackless - Replace ..."), as the home page's title does. */
  brandFirst?: boolean;
  description: string;
  /** The page's address in English; `locale` puts it under the language's prefix. */
  path: `/${string}`;
  /** The page's language: English unless said. */
  locale?: Locale;
  /** The languages the page is published in (its hreflang alternates); its own alone unless said. */
  languages?: readonly Locale[];
  /** Keeps the page out of search results (redirect stubs, error pages). */
  noIndex?: boolean;
  /** Whether the page's language has feeds to announce (English always does). */
  feeds?: boolean;
  /** Whether the page has a Markdown copy at its address plus `.md` (lib/markdown/paths.ts). */
  markdown?: boolean;
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
export function documentTitle(title: string, brand: string): string {
  const branded = `${title} | ${brand}`;
  return branded.length <= TITLE_MAX ? branded : title;
}

/** How a route describes itself to search engines and link previews. */
export function pageMetadata(
  site: MetadataSite,
  {
    title,
    brandFirst,
    description,
    path,
    noIndex,
    image,
    article,
    feeds = true,
    markdown,
    ...language
  }: PageMetadataInput,
): Metadata {
  const locale = language.locale ?? defaultLocale;
  const languages = language.languages ?? [locale];
  const localPath = localePath(locale, path);
  const url = absoluteUrl(site.origin, localPath);
  const card = socialImage(site);
  const images = [image ? { ...card, ...image } : card];
  // Search results, tabs and link previews all show the same title.
  const shown = brandFirst ? `${site.name} - ${title}` : documentTitle(title, site.name);
  return {
    title: { absolute: shown },
    description,
    alternates: {
      canonical: url,
      // A page kept out of search results has no place in a set of alternates either.
      ...(!noIndex && { languages: languageAlternates(site.origin, path, languages) }),
      types: {
        ...(feeds && feedAlternates(site, locale)),
        ...(markdown && { "text/markdown": markdownPath(localPath) }),
      },
    },
    openGraph: {
      ...(article ? { type: "article", ...article } : { type: "website" }),
      siteName: site.name,
      locale: openGraphLocale(site, locale),
      alternateLocale: languages
        .filter((other) => other !== locale)
        .map((other) => openGraphLocale(site, other)),
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
