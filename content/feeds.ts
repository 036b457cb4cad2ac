import { blogContentIn } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { routeLocales } from "@/content/translations";
import { blogFeed, jsonFeed11 } from "@/lib/blog/feeds";
import { isLocale, locales, type Locale } from "@/lib/i18n/locales";

/**
 * The languages with a feed of their own: those whose blog is published, with a post written in
 * them. A language without one announces none rather than the English feed.
 */
export function feedLocales(): Locale[] {
  const blog = routeLocales("/blog");
  return locales.filter((locale) => blog.includes(locale) && getPosts(locale).length > 0);
}

/** The blog's RSS 2.0 in `locale`: its posts, its words, its addresses. */
export function rssFeedIn(locale: Locale): string {
  return blogFeed(siteConfig, blogContentIn(locale).meta, getPosts(locale), "rss", locale).rss2();
}

/** The blog's JSON Feed 1.1 in `locale`. */
export function jsonFeedIn(locale: Locale): string {
  return jsonFeed11(
    blogFeed(siteConfig, blogContentIn(locale).meta, getPosts(locale), "json", locale),
  );
}

/** `generateStaticParams` of the feeds' routes: one feed per language that has one. */
export function feedStaticParams(): { locale: Locale }[] {
  return feedLocales().map((locale) => ({ locale }));
}

const FEED_TYPES = {
  rss: "application/rss+xml; charset=utf-8",
  json: "application/feed+json; charset=utf-8",
} as const;

/** A feed route's answer: the language's feed, written at build, or 404 for a language without. */
export async function feedResponse(
  params: Promise<{ locale: string }>,
  format: keyof typeof FEED_TYPES,
): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale) || !feedLocales().includes(locale)) {
    return new Response("Not found", { status: 404 });
  }
  const body = format === "rss" ? rssFeedIn(locale) : jsonFeedIn(locale);
  return new Response(body, { headers: { "Content-Type": FEED_TYPES[format] } });
}
