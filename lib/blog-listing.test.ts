import { describe, expect, it } from "vitest";
import {
  laterPages,
  listingHref,
  pageCount,
  postsOnPage,
  POSTS_PER_PAGE,
  relatedPosts,
} from "@/lib/blog-listing";

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
  });

  it("suggests the same category first and never the post itself", () => {
    const post = posts[0]!;
    const related = relatedPosts(posts, post, 12);
    expect(related).not.toContainEqual(post);
    expect(related.slice(0, 9).every((entry) => entry.category === post.category)).toBe(true);
    expect(related[9]?.category).toBe("CRM");
    expect(relatedPosts(posts, post)).toHaveLength(3);
  });
});
