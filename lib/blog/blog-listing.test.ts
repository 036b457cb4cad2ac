import { describe, expect, it } from "vitest";
import {
  featuredFirst,
  laterPages,
  listingHref,
  pageCount,
  pageFromSegments,
  postsOnPage,
  POSTS_PER_PAGE,
  relatedPosts,
} from "@/lib/blog/blog-listing";

const posts = Array.from({ length: 20 }, (_, index) => ({
  slug: `post-${index + 1}`,
  category: index % 2 === 0 ? "Sales" : "CRM",
}));

describe("blog listing", () => {
  it("keeps one page until a page's worth is exceeded", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE)).toBe(1);
    expect(pageCount(POSTS_PER_PAGE + 1)).toBe(2);
    expect(laterPages(POSTS_PER_PAGE)).toEqual([]);
    expect(laterPages(POSTS_PER_PAGE * 2 + 1)).toEqual([2, 3]);
  });

  it("slices pages in order and links page 1 to /blog", () => {
    expect(postsOnPage(posts, 1, 9).map((post) => post.slug)).toEqual(
      posts.slice(0, 9).map((post) => post.slug),
    );
    expect(postsOnPage(posts, 3, 9).map((post) => post.slug)).toEqual(["post-19", "post-20"]);
    expect(listingHref(1)).toBe("/blog");
    expect(listingHref(2)).toBe("/blog/page/2");
    expect(listingHref(1, "/blog/category/sales")).toBe("/blog/category/sales");
    expect(listingHref(3, "/blog/category/sales")).toBe("/blog/category/sales/page/3");
  });

  it("reads a category page's number from its segments, and nothing else", () => {
    expect(pageFromSegments(undefined, 3)).toBe(1);
    expect(pageFromSegments([], 3)).toBe(1);
    expect(pageFromSegments(["page", "2"], 3)).toBe(2);
    expect(pageFromSegments(["page", "3"], 3)).toBe(3);
    for (const segments of [
      ["page", "1"],
      ["page", "4"],
      ["page", "02"],
      ["page"],
      ["p", "2"],
      ["page", "2", "x"],
    ])
      expect(pageFromSegments(segments, 3)).toBeNull();
  });

  it("suggests the same category first and never the post itself", () => {
    const post = posts[0]!;
    const related = relatedPosts(posts, post, 12);
    expect(related).not.toContainEqual(post);
    expect(related.slice(0, 9).every((entry) => entry.category === post.category)).toBe(true);
    expect(related[9]?.category).toBe("CRM");
    expect(relatedPosts(posts, post)).toHaveLength(3);
  });

  it("leads with the post marked featured, else with the newest, and lists every post once", () => {
    expect(featuredFirst(posts)).toEqual(posts);
    const marked = posts.map((entry, index) => ({
      ...entry,
      featured: index === 4 || index === 7,
    }));
    const listed = featuredFirst(marked);
    expect(listed[0]?.slug).toBe("post-5");
    expect(listed.map((entry) => entry.slug).sort()).toEqual(
      posts.map((entry) => entry.slug).sort(),
    );
    expect(listed.slice(1).map((entry) => entry.slug)).toEqual(
      posts.filter((_, index) => index !== 4).map((entry) => entry.slug),
    );
  });
});
