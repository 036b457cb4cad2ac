import { xml2js, type Element } from "xml-js";
import { describe, expect, it } from "vitest";
import { blogContent } from "@/content/pages/blog";
import { getPosts } from "@/content/posts";
import { siteConfig } from "@/content/site";
import { feedLocales, jsonFeedIn, rssFeedIn } from "@/content/feeds";
import { blogContentIn } from "@/content/pages/blog";
import { blogFeed, FEED_SIZE, feedPaths, jsonFeed11 } from "@/lib/blog/feeds";
import { defaultLocale, localePath, locales } from "@/lib/i18n/locales";

const child = (element: Element | undefined, name: string) =>
  element?.elements?.find((entry) => entry.name === name);
/** An element's text as an XML parser reads it: a `]]>` splits CDATA into two sections. */
const text = (element: Element | undefined) =>
  (element?.elements ?? []).map((node) => String(node.text ?? node.cdata ?? "")).join("");

/** Posts in a shuffled order, to show the feed keeps the order it is given (newest first). */
const many = Array.from({ length: FEED_SIZE + 5 }, (_, index) => ({
  slug: `post-${index}`,
  title: `Post number ${index}`,
  excerpt: "An excerpt.",
  author: "Elise Maes",
  date: `2025-01-${String(28 - index).padStart(2, "0")}`,
  category: "CRM",
}));

describe("blog feeds", () => {
  const posts = getPosts();
  const rssFeed = blogFeed(siteConfig, blogContent.meta, posts, "rss");
  const feed = blogFeed(siteConfig, blogContent.meta, posts, "json");

  it("writes RSS 2.0 with the posts newest first and absolute links", () => {
    const rss = xml2js(rssFeed.rss2()) as Element;
    const root = child(rss, "rss");
    expect(root?.attributes?.version).toBe("2.0");
    const items = child(root, "channel")?.elements?.filter((entry) => entry.name === "item") ?? [];
    expect(items.map((item) => text(child(item, "title")))).toEqual(
      posts.slice(0, FEED_SIZE).map((post) => post.title),
    );
    expect(items.map((item) => text(child(item, "link")))).toEqual(
      posts.slice(0, FEED_SIZE).map((post) => `${siteConfig.origin}/blog/${post.slug}`),
    );
  });

  it("leaves out of RSS what its rules forbid: a bare name as author, an image of length 0", () => {
    const rss = rssFeed.rss2();
    expect(rss).not.toContain("<author>");
    expect(rss).not.toContain("<enclosure");
    const json = JSON.parse(jsonFeed11(feed)) as { items: { image: string }[] };
    expect(json.items[0]?.image).toBe(`${siteConfig.origin}/blog/${posts[0]?.slug}/card.png`);
  });

  it("writes JSON Feed 1.1 with the same items", () => {
    const json = JSON.parse(jsonFeed11(feed)) as {
      version: string;
      items: { title: string; url: string; date_published: string; authors: { name: string }[] }[];
    };
    expect(json.version).toBe("https://jsonfeed.org/version/1.1");
    expect(json.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    expect(json.items.map((item) => item.date_published.slice(0, 10))).toEqual(
      posts.map((post) => post.date),
    );
    expect(json.items[0]?.authors).toEqual([{ name: posts[0]?.author }]);
  });

  it("keeps the newest FEED_SIZE posts and dates the feed by content, not the clock", () => {
    const big = blogFeed(siteConfig, blogContent.meta, many, "json");
    const json = JSON.parse(jsonFeed11(big)) as { items: { title: string }[] };
    expect(json.items).toHaveLength(FEED_SIZE);
    expect(json.items[0]?.title).toBe("Post number 0");
    expect(big.rss2()).toBe(blogFeed(siteConfig, blogContent.meta, many, "json").rss2());
    expect(big.rss2()).toContain("<lastBuildDate>Tue, 28 Jan 2025 00:00:00 GMT</lastBuildDate>");
  });
});

// Every language's feed is written by the same code: each is held to the same escaping.
describe.each(locales)("feeds of hostile text in %s", (locale) => {
  const site = { name: "Stackless", origin: "https://www.stackless.example" };
  const hostile = {
    slug: "hostile",
    title: "Less < more & done ]]> <img src=x onerror=alert(1)> ]]><script>x()</script> ]]>",
    excerpt:
      "Tags <b>stay</b> text: 1 < 2 && 3 > 2 ]]> <img src=x onerror=alert(1)> <script>x()</script>",
    author: "Ann <Lee> & Co",
    date: "2026-11-01",
    category: "Tips & <Tricks>",
  };
  const rss = xml2js(blogFeed(site, blogContent.meta, [hostile], "rss", locale).rss2()) as Element;
  const item = child(child(child(rss, "rss"), "channel"), "item");
  const json = JSON.parse(
    jsonFeed11(blogFeed(site, blogContent.meta, [hostile], "json", locale)),
  ) as {
    items: { title: string; content_html: string; authors: { name: string }[]; tags: string[] }[];
  };

  /** What a feed reader renders from an HTML field: its elements and the text it shows. */
  function rendered(html: string) {
    const root = child(xml2js(`<root>${html}</root>`) as Element, "root");
    const elements: string[] = [];
    const walk = (element: Element): string =>
      (element.elements ?? [])
        .map((node) => {
          if (node.type === "element") elements.push(node.name ?? "");
          return node.type === "text" ? String(node.text) : walk(node);
        })
        .join("");
    return { elements, text: root ? walk(root) : "" };
  }

  it("writes well-formed RSS whose title a reader shows as written", () => {
    expect(text(child(item, "title"))).toBe(hostile.title);
    expect(child(item, "title")?.elements?.map((node) => node.type)).toEqual([
      "cdata",
      "cdata",
      "cdata",
      "cdata",
    ]);
    expect(text(child(item, "category"))).toBe(hostile.category);
  });

  it("escapes the excerpt in the RSS description, which readers render as HTML", () => {
    const shown = rendered(text(child(item, "description")));
    expect(shown.elements).toEqual(["p"]);
    expect(shown.text).toBe(hostile.excerpt);
  });

  it("puts no active markup in JSON Feed's content_html, and keeps titles as text", () => {
    const [entry] = json.items;
    const shown = rendered(entry?.content_html ?? "");
    expect(shown.elements).toEqual(["p"]);
    expect(shown.text).toBe(hostile.excerpt);
    expect(entry?.title).toBe(hostile.title);
    expect(entry?.authors).toEqual([{ name: hostile.author }]);
    expect(entry?.tags).toEqual([hostile.category]);
  });

  it("drops characters XML cannot hold, which would break the whole feed", () => {
    const broken = {
      ...hostile,
      title: "Bell\u0007 and\u0000 escape\u001B",
      excerpt: "Lone \uD800 half",
    };
    const written = blogFeed(site, blogContent.meta, [broken], "rss", locale).rss2();
    const parsed = xml2js(written) as Element;
    const title = child(child(child(parsed, "rss"), "channel"), "item");
    expect(text(child(title, "title"))).toBe("Bell and escape");
    expect(rendered(text(child(title, "description"))).text).toBe("Lone  half");
  });
});

describe("a feed per language", () => {
  it("exists for English and each language with posts written in it", () => {
    expect(feedLocales()[0]).toBe(defaultLocale);
    for (const locale of locales) {
      expect(feedLocales().includes(locale)).toBe(getPosts(locale).length > 0 || locale === "en");
    }
  });

  it.each(feedLocales())("in %s carries only that language's posts, at its addresses", (locale) => {
    const posts = getPosts(locale).slice(0, FEED_SIZE);
    const channel = child(child(xml2js(rssFeedIn(locale)) as Element, "rss"), "channel");
    expect(text(child(channel, "language"))).toBe(locale);
    expect(text(child(channel, "title"))).toBe(
      `${blogContentIn(locale).meta.title} | ${siteConfig.name}`,
    );
    expect(text(child(channel, "link"))).toBe(`${siteConfig.origin}${localePath(locale, "/blog")}`);
    expect(rssFeedIn(locale)).toContain(`${siteConfig.origin}${feedPaths(locale).rss}`);
    const items = channel?.elements?.filter((entry) => entry.name === "item") ?? [];
    expect(items.map((item) => text(child(item, "title")))).toEqual(
      posts.map((post) => post.title),
    );
    expect(items.map((item) => text(child(item, "link")))).toEqual(
      posts.map((post) => `${siteConfig.origin}${localePath(locale, `/blog/${post.slug}`)}`),
    );

    const json = JSON.parse(jsonFeedIn(locale)) as {
      language: string;
      feed_url: string;
      items: { title: string; url: string }[];
    };
    expect(json.language).toBe(locale);
    expect(json.feed_url).toBe(`${siteConfig.origin}${feedPaths(locale).json}`);
    expect(json.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
  });
});
