import { describe, expect, it } from "vitest";
import { defineContent } from "@/content/define";
import { blogContent, blogSchema } from "@/content/pages/blog";

const [firstPost] = blogContent.posts;
if (!firstPost) throw new Error("content/pages/blog.yaml lists no post");

const extraPosts = [7, 8, 9].map((n) => ({
  ...firstPost,
  title: `Product news, part ${n}: what shipped this month`,
  category: "Product News",
}));

const grown = {
  ...blogContent,
  filter: {
    ...blogContent.filter,
    all: "Everything",
    categories: [...blogContent.filter.categories, { name: "Product News", icon: "Rocket" }],
  },
  posts: [...blogContent.posts, ...extraPosts],
  newsletter: { ...blogContent.newsletter, title: "Get the newsletter", button: "Sign me up" },
};

describe("blog content", () => {
  it("accepts a ninth post, a new category and any label text", () => {
    const content = defineContent("blog.yaml", blogSchema, grown);
    expect(content.posts).toHaveLength(blogContent.posts.length + 3);
    expect(content.filter.all).toBe("Everything");
  });

  it("names the post and field when its category is not listed", () => {
    const posts = [{ ...firstPost, category: "Gardening" }];
    expect(() => defineContent("blog.yaml", blogSchema, { ...blogContent, posts })).toThrow(
      /blog\.yaml\.posts\[0\] ".+"\.category: "Gardening" is not one of filter\.categories/,
    );
  });

  it("rejects two posts with one title", () => {
    const posts = [firstPost, firstPost];
    expect(() => defineContent("blog.yaml", blogSchema, { ...blogContent, posts })).toThrow(
      /posts\[1\] ".+"\.title: .*another post/,
    );
  });
});
