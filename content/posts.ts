import { z } from "zod";
import { isoDate, optionalIsoDate, searchDescription } from "@/content/pages/schemas";
import { POST_TITLE_MAX } from "@/content/post-title";
import { blogContent, blogContentIn } from "@/content/pages/blog";
import { tokensIn } from "@/content/tokens";
import { defineLocalizedCollection, type CollectionEntry } from "@/lib/content/collection";
import type { ContentLocale } from "@/lib/content/content-locales";
import { articleConfig, outline, readingMinutes } from "@/lib/content/article";
import { slugify } from "@/lib/text/slug";

// Read when a post is checked, not when this module loads: under `next dev` a mistake in
// blog.yaml then shows on the page that reads it rather than failing every page that imports this.
const categoryNames = () => blogContent.filter.categories.map((category) => category.name);

/** The frontmatter of a post (content/posts/*.md); the file's name is its address. */
export const postFrontmatterSchema = z.object({
  title: z.string().min(10).max(POST_TITLE_MAX),
  /** The card's text and the meta description search results show. */
  excerpt: searchDescription(60),
  author: z.string().min(1),
  date: isoDate,
  /** When the post was last changed in substance; the sitemap and feeds read it. */
  updated: optionalIsoDate,
  /** One of `filter.categories` in content/pages/blog.yaml, by name. */
  category: z.string().refine((name) => categoryNames().includes(name), {
    error: (issue) =>
      `"${String(issue.input)}" is not one of filter.categories in content/pages/blog.yaml: ${categoryNames().join(", ")}`,
  }),
  /** Shown in `next dev` only, never exported. */
  draft: z.boolean().optional(),
  /** Leads /blog as its featured post; without one, the newest post does. */
  featured: z.boolean().optional(),
});
export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

const readPostFiles = defineLocalizedCollection({
  directory: "content/posts",
  schema: postFrontmatterSchema,
  config: articleConfig,
  tokens: tokensIn,
});

export type Post = PostFrontmatter & {
  slug: string;
  source: string;
  /** The language it is written in (its values are its English file's). */
  locale: ContentLocale;
  body: CollectionEntry<PostFrontmatter>["body"];
  /** The category's page: `/blog/category/<categorySlug>`. */
  categorySlug: string;
  readingMinutes: number;
  outline: { id: string; title: string }[];
};

/** Newest first, then by title, so the order never depends on file names. */
export function sortPosts<T extends { date: string; title: string }>(posts: readonly T[]): T[] {
  return [...posts].sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "en"),
  );
}

export function toPost(entry: CollectionEntry<PostFrontmatter>): Post {
  return {
    ...entry.frontmatter,
    slug: entry.slug,
    source: entry.source,
    locale: entry.locale,
    body: entry.body,
    categorySlug: slugify(entry.frontmatter.category),
    readingMinutes: readingMinutes(entry.body),
    outline: outline(entry.body),
  };
}

/**
 * Posts derived once per read of the files: a build reads them once, so every page shares one
 * sorted list instead of walking every body again (which made builds grow with posts squared);
 * `next dev` reads afresh on each call, so it never sees a stale list.
 */
const derived = new WeakMap<readonly unknown[], Post[]>();

/**
 * Every published post (and drafts in `next dev`), newest first; in another language the posts
 * translated into it (content/<locale>/posts/), the others are not published there. Call it in
 * pages, not at module level, so `next dev` shows a new or saved file on the next load.
 */
export function getPosts(locale: ContentLocale = "en"): Post[] {
  const entries = readPostFiles(locale);
  let posts = derived.get(entries);
  if (!posts) {
    posts = sortPosts(entries.map(toPost));
    derived.set(entries, posts);
  }
  return posts;
}

/**
 * The blog's categories with their page addresses, in content/pages/blog.yaml's order. `name` is
 * the English name, the id a post's `category` names and its address is made from (one address
 * in every language); `label` and `description` are as the page's language writes them (its
 * translation of blog.yaml lists the categories in the same order).
 */
export function postCategories(locale: ContentLocale = "en") {
  const translated = blogContentIn(locale).filter.categories;
  return blogContent.filter.categories.map((category, index) => {
    const own = translated[index] ?? category;
    return {
      ...category,
      label: own.name,
      description: own.description,
      slug: slugify(category.name),
    };
  });
}

/** Each category's name in `locale`, by its English name (a post's `category`). */
export function categoryLabels(locale: ContentLocale = "en"): Map<string, string> {
  return new Map(postCategories(locale).map((category) => [category.name, category.label]));
}

/** The date a post last changed: for the sitemap, feeds and `dateModified`. */
export function postModified(post: Pick<Post, "date" | "updated">): string {
  return post.updated ?? post.date;
}

/** A post's page. */
export function postPath(post: Pick<Post, "slug">): `/${string}` {
  return `/blog/${post.slug}`;
}

/** A post's share card, drawn at build (app/[locale]/blog/[slug]/card.png). */
export function postCardPath(post: Pick<Post, "slug">): `/${string}` {
  return `/blog/${post.slug}/card.png`;
}
