import type { MetadataRoute } from "next";
import { helpArticlePath, getHelpArticles } from "@/content/help";
import { openRoles, rolePath } from "@/content/roles";
import { routes } from "@/content/routes";
import { getPosts, postCategories, postModified, postPath } from "@/content/posts";
import { innerBlockPages } from "@/content/block-pages";
import { legalDocuments, legalPath } from "@/content/legal";
import { laterPages, listingHref } from "@/lib/blog/blog-listing";
import { absoluteUrl } from "@/components/seo/metadata";

export const dynamic = "force-static";

type Entry = MetadataRoute.Sitemap[number];

/** lastModified comes from the content's own dates, never the build clock. */
const entry = (path: string, lastModified?: string): Entry => ({
  url: absoluteUrl(path),
  ...(lastModified && { lastModified }),
  changeFrequency: path === "/" ? "weekly" : "monthly",
  priority: path === "/" ? 1 : 0.7,
});

/** The newest date among posts, for the listings that show them. */
const newest = (posts: { date: string; updated?: string }[]) =>
  posts.map(postModified).sort().at(-1);

export default function sitemap(): MetadataRoute.Sitemap {
  const posts = getPosts();
  const blogDate = newest(posts);
  return [
    ...routes.map((path) => entry(path, path === "/blog" ? blogDate : undefined)),
    ...legalDocuments().map((document) => entry(legalPath(document.slug), document.lastUpdated)),
    ...innerBlockPages()
      .filter((page) => !page.noindex)
      .map((page) => entry(page.path)),
    ...laterPages(posts.length).map((page) => entry(listingHref(page), blogDate)),
    // A category without posts keeps its page (the blog's filter links to it) but is not
    // offered to search engines: an empty listing is not a result anyone searched for.
    ...postCategories().flatMap((category) => {
      const listed = posts.filter((post) => post.category === category.name);
      if (listed.length === 0) return [];
      const path = `/blog/category/${category.slug}` as const;
      const date = newest(listed) ?? blogDate;
      return [1, ...laterPages(listed.length)].map((page) => entry(listingHref(page, path), date));
    }),
    ...posts.map((post) => entry(postPath(post), postModified(post))),
    ...getHelpArticles().map((article) =>
      entry(helpArticlePath(article.slug), article.frontmatter.updated),
    ),
    ...openRoles().map((role) => entry(rolePath(role.slug), role.frontmatter.datePosted)),
  ];
}
