import type { MetadataRoute } from "next";
import { helpArticlePath, getHelpArticles } from "@/content/help";
import { openRoles, rolePath } from "@/content/roles";
import { routes } from "@/content/routes";
import { getPosts, postCategories, postModified, postPath } from "@/content/posts";
import { innerBlockPages } from "@/content/block-pages";
import { legalDocuments, legalPath } from "@/content/legal";
import { laterPages, listingHref } from "@/lib/blog/blog-listing";
import { absoluteUrl } from "@/components/seo/metadata";
import { publishedLocales } from "@/components/i18n/published";
import { siteConfig } from "@/content/site";
import { localePath } from "@/lib/i18n/locales";
import { languageAlternates } from "@/lib/seo/metadata";

export const dynamic = "force-static";

type Entry = MetadataRoute.Sitemap[number];

/**
 * The page at `path` (its English address) in each language it is published in, each with the
 * same hreflang alternates as its `<head>`. lastModified comes from the content's own dates,
 * never the build clock.
 */
const entry = (path: `/${string}`, lastModified?: string): Entry[] => {
  const languages = publishedLocales(path);
  const alternates = { languages: languageAlternates(siteConfig.origin, path, languages) };
  return languages.map((locale) => ({
    url: absoluteUrl(localePath(locale, path)),
    ...(lastModified && { lastModified }),
    changeFrequency: path === "/" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : 0.7,
    alternates,
  }));
};

/** The newest date among posts, for the listings that show them. */
const newest = (posts: { date: string; updated?: string }[]) =>
  posts.map(postModified).sort().at(-1);

export default function sitemap(): MetadataRoute.Sitemap {
  const posts = getPosts();
  const blogDate = newest(posts);
  return [
    ...routes.flatMap((path) => entry(path, path === "/blog" ? blogDate : undefined)),
    ...legalDocuments().flatMap((document) =>
      entry(legalPath(document.slug), document.lastUpdated),
    ),
    ...innerBlockPages()
      .filter((page) => !page.noindex)
      .flatMap((page) => entry(page.path)),
    ...laterPages(posts.length).flatMap((page) => entry(listingHref(page), blogDate)),
    // A category without posts keeps its page (the blog's filter links to it) but is not
    // offered to search engines: an empty listing is not a result anyone searched for.
    ...postCategories().flatMap((category) => {
      const listed = posts.filter((post) => post.category === category.name);
      if (listed.length === 0) return [];
      const path = `/blog/category/${category.slug}` as const;
      const date = newest(listed) ?? blogDate;
      return [1, ...laterPages(listed.length)].flatMap((page) =>
        entry(listingHref(page, path), date),
      );
    }),
    ...posts.flatMap((post) => entry(postPath(post), postModified(post))),
    ...getHelpArticles().flatMap((article) =>
      entry(helpArticlePath(article.slug), article.frontmatter.updated),
    ),
    ...openRoles().flatMap((role) => entry(rolePath(role.slug), role.frontmatter.datePosted)),
  ];
}
