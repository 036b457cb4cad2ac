import { blogContentIn } from "@/content/pages/blog";
import { getPosts, postCategories, type Post } from "@/content/posts";
import { laterPages, pageCount, pageFromSegments } from "@/lib/blog/blog-listing";
import type { Locale } from "@/lib/i18n/locales";
import { formatIntegerIn } from "@/lib/text/format-in-locale";
import { fillTemplate } from "@/lib/text/fill-template";

/** A listing page's title in `locale`: "page n" after it past the first. */
export const pagedTitle = (title: string, page: number, locale: Locale) =>
  page === 1
    ? title
    : fillTemplate(blogContentIn(locale).pagination.pageTitle, {
        title,
        page: formatIntegerIn(page, locale),
      });

/**
 * The pages of `/blog` in `locale` (its posts are those written in it), as numbers. Page 1 is
 * /blog; /blog/page/1 is exported too, with /blog as its canonical address and out of the
 * sitemap, because `output: "export"` refuses a route with no pages while the posts fit on one.
 */
export const blogPageNumbers = (locale: Locale) => [1, ...laterPages(getPosts(locale).length)];

/** `/blog/category/<slug>` and, past a page's worth of posts, `.../page/<n>`. */
export type CategoryAddress = { category: string; page?: string[] };

const inCategory = (posts: readonly Post[], name: string) =>
  posts.filter((post) => post.category === name);

/**
 * Every category's first page in `locale` (the empty state while it has no posts there) and its
 * later pages. The addresses keep the English names (`/fr/blog/category/sales`).
 */
export function categoryAddresses(locale: Locale): CategoryAddress[] {
  const posts = getPosts(locale);
  return postCategories().flatMap((category) => [
    { category: category.slug, page: [] },
    ...laterPages(inCategory(posts, category.name).length).map((page) => ({
      category: category.slug,
      page: ["page", String(page)],
    })),
  ]);
}

/** The category, its posts in `locale` and the page the address names, or null for no such page. */
export function findCategoryPage(
  { category: slug, page: segments }: CategoryAddress,
  locale: Locale,
) {
  const category = postCategories(locale).find((entry) => entry.slug === slug);
  if (!category) return null;
  const posts = getPosts(locale);
  const listed = inCategory(posts, category.name);
  const page = pageFromSegments(segments, pageCount(listed.length));
  if (page === null) return null;
  return { category, posts, listed, page, path: `/blog/category/${category.slug}` as const };
}

/** A category page's title, heading and description in `locale`, with "page n" past the first. */
export function categoryTitles(
  { label, description }: { label: string; description?: string },
  page: number,
  locale: Locale,
) {
  const { categoryPage } = blogContentIn(locale);
  const values = { category: label };
  return {
    title: pagedTitle(fillTemplate(categoryPage.title, values), page, locale),
    heading: pagedTitle(fillTemplate(categoryPage.heading, values), page, locale),
    description: description ?? fillTemplate(categoryPage.description, values),
  };
}
