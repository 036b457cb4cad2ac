import { blogContentIn } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { routeLocales } from "@/content/translations";
import { blogFeed, jsonFeed11 } from "@/lib/blog/feeds";
import { locales, type Locale } from "@/lib/i18n/locales";

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
