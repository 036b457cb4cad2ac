import { Feed } from "feed";
import type { Post } from "@/content/posts";
import type { SiteConfig } from "@/content/site";
import { defaultLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { escapeHtml } from "@/lib/text/escape-html";

/** How many posts the feeds carry: the newest ones. */
export const FEED_SIZE = 20;

/** The English feeds' addresses, linked from every English page's head (lib/seo/metadata.ts). */
export const FEED_PATHS = { rss: "/feed.xml", json: "/feed.json" } as const;

/** A language's feeds, under its prefix like its pages: `/fr/feed.xml`, `/fr/feed.json`. */
export function feedPaths(locale: Locale): { rss: `/${string}`; json: `/${string}` } {
  return { rss: localePath(locale, FEED_PATHS.rss), json: localePath(locale, FEED_PATHS.json) };
}

type FeedPost = Pick<
  Post,
  "slug" | "title" | "excerpt" | "author" | "date" | "updated" | "category"
>;

type FeedSite = Pick<SiteConfig, "name" | "origin">;

const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** What XML 1.0 cannot hold at all (control characters, lone surrogates): one breaks the feed. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Plain text for a feed: RSS titles and JSON Feed titles are text, shown as written. */
function feedText(text: string): string {
  return text.replace(NOT_XML, "");
}

/**
 * An RSS item's title, which the `feed` library writes as CDATA through xml-js: that splits the
 * first `]]>` (`]]]]><![CDATA[>`) and leaves any later one to end the section, so a title with two
 * would write markup into the feed. The later ones are split here, the first left to xml-js.
 */
function rssTitle(text: string): string {
  const first = text.indexOf("]]>");
  if (first < 0) return text;
  const rest = first + "]]>".length;
  return text.slice(0, rest) + text.slice(rest).replaceAll("]]>", "]]]]><![CDATA[>");
}

/**
 * A plain-text excerpt as the HTML a feed's description and `content_html` are read as: escaped,
 * so a feed reader shows `<img src=x onerror=...>` as those words and runs nothing.
 */
function feedHtml(text: string): string {
  return `<p>${escapeHtml(feedText(text))}</p>`;
}

/**
 * The blog's feed from posts given newest first: the latest FEED_SIZE, absolute URLs, dated by
 * the content (never the build clock), so two builds of the same posts give the same bytes.
 *
 * For RSS the items carry no author and no image: RSS 2.0's `<author>` is an e-mail address,
 * which posts do not have (a bare name fails the W3C validator), and its `<enclosure>` needs the
 * image's length in bytes, which the build does not know when it writes the feed (the library
 * writes 0). JSON Feed has neither rule and keeps both.
 *
 * Titles and names are plain text; an item's description (RSS) and `content_html` (JSON Feed)
 * are HTML by both specifications, so the plain-text excerpt goes in escaped (`feedHtml`).
 *
 * One feed per language, of the posts written in it (`posts`), at its addresses: its language
 * is the feed's (RSS `<language>`, JSON Feed `language`), its links its pages'. A post's share
 * card is drawn once, from the English title, at its English address.
 */
export function blogFeed(
  site: FeedSite,
  blog: { title: string; description: string },
  posts: readonly FeedPost[],
  format: "rss" | "json",
  locale: Locale = defaultLocale,
): Feed {
  const latest = posts.slice(0, FEED_SIZE);
  const newest = latest[0];
  const blogUrl = `${site.origin}${localePath(locale, "/blog")}`;
  const paths = feedPaths(locale);
  const feed = new Feed({
    id: blogUrl,
    title: feedText(`${blog.title} | ${site.name}`),
    description: feedText(blog.description),
    link: blogUrl,
    language: locale,
    favicon: `${site.origin}/icon.svg`,
    copyright: feedText(site.name),
    generator: false,
    feedLinks: {
      rss: `${site.origin}${paths.rss}`,
      json: `${site.origin}${paths.json}`,
    },
    ...(newest && { updated: day(newest.updated ?? newest.date) }),
  });
  for (const post of latest) {
    const url = `${site.origin}${localePath(locale, `/blog/${post.slug}`)}`;
    feed.addItem({
      id: url,
      guid: url,
      link: url,
      title: format === "rss" ? rssTitle(feedText(post.title)) : feedText(post.title),
      description: feedHtml(post.excerpt),
      date: day(post.updated ?? post.date),
      published: day(post.date),
      category: [{ name: feedText(post.category) }],
      ...(format === "json" && {
        author: [{ name: feedText(post.author) }],
        image: `${site.origin}/blog/${post.slug}/card.png`,
      }),
    });
  }
  return feed;
}

/** JSON Feed 1.1: the library writes 1.0, whose single `author` 1.1 replaced by `authors`. */
export function jsonFeed11(feed: Feed): string {
  const data = JSON.parse(feed.json1()) as {
    version: string;
    items: { author?: { name?: string }; authors?: { name?: string }[] }[];
    language?: string;
  };
  data.version = "https://jsonfeed.org/version/1.1";
  if (feed.options.language) data.language = feed.options.language;
  for (const item of data.items) {
    if (item.author) {
      item.authors = [item.author];
      delete item.author;
    }
  }
  return JSON.stringify(data, null, 2);
}
