import { blogContent } from "@/content/pages/blog";
import { getPosts, postCategories, type Post } from "@/content/posts";
import { laterPages, pageCount, pageFromSegments } from "@/lib/blog-listing";
import { fillTemplate } from "@/lib/fill-template";

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
  const { categoryPage, pagination } = blogContent;
  const values = { category: name };
  const paged = (title: string) =>
    page === 1 ? title : fillTemplate(pagination.pageTitle, { title, page: String(page) });
  return {
    title: paged(fillTemplate(categoryPage.title, values)),
    heading: paged(fillTemplate(categoryPage.heading, values)),
    description: description ?? fillTemplate(categoryPage.description, values),
  };
}
