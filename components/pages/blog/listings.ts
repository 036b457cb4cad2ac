import { blogContent } from "@/content/pages/blog";
import { getPosts, postCategories, type Post } from "@/content/posts";
import { laterPages, pageCount, pageFromSegments } from "@/lib/blog/blog-listing";
import { fillTemplate } from "@/lib/text/fill-template";

/** A listing page's title: "page n" after it past the first. */
export const pagedTitle = (title: string, page: number) =>
  page === 1
    ? title
    : fillTemplate(blogContent.pagination.pageTitle, { title, page: String(page) });

/**
 * The pages of `/blog`, as numbers. Page 1 is /blog; /blog/page/1 is exported too, with /blog as
 * its canonical address and out of the sitemap, because `output: "export"` refuses a route with
 * no pages while the posts fit on one.
 */
export const blogPageNumbers = () => [1, ...laterPages(getPosts().length)];

/** `/blog/category/<slug>` and, past a page's worth of posts, `.../page/<n>`. */
export type CategoryAddress = { category: string; page?: string[] };

const inCategory = (posts: readonly Post[], name: string) =>
  posts.filter((post) => post.category === name);

/** Every category's first page (the empty state while it has no posts) and its later pages. */
export function categoryAddresses(): CategoryAddress[] {
  const posts = getPosts();
  return postCategories().flatMap((category) => [
    { category: category.slug, page: [] },
    ...laterPages(inCategory(posts, category.name).length).map((page) => ({
      category: category.slug,
      page: ["page", String(page)],
    })),
  ]);
}

/** The category, its posts and the page the address names, or null for no such page. */
export function findCategoryPage({ category: slug, page: segments }: CategoryAddress) {
  const category = postCategories().find((entry) => entry.slug === slug);
  if (!category) return null;
  const posts = getPosts();
  const listed = inCategory(posts, category.name);
  const page = pageFromSegments(segments, pageCount(listed.length));
  if (page === null) return null;
  return { category, posts, listed, page, path: `/blog/category/${category.slug}` as const };
}

/** A category page's title, heading and description, with "page n" past the first. */
export function categoryTitles(
  { name, description }: { name: string; description?: string },
  page: number,
) {
  const { categoryPage } = blogContent;
  const values = { category: name };
  return {
    title: pagedTitle(fillTemplate(categoryPage.title, values), page),
    heading: pagedTitle(fillTemplate(categoryPage.heading, values), page),
    description: description ?? fillTemplate(categoryPage.description, values),
  };
}
