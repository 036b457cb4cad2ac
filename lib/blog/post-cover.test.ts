import { describe, expect, it } from "vitest";
import { getPosts, postCategories } from "@/content/posts";
import { postCover } from "@/lib/blog/post-cover";

const categories = postCategories().map((category) => category.name);

describe("a post's cover", () => {
  it("is its own: no two posts of the blog share one", () => {
    const posts = getPosts();
    const covers = posts.map((post) =>
      JSON.stringify(postCover(post.title, post.category, categories)),
    );
    expect(new Set(covers).size).toBe(posts.length);
  });

  it("differs for two titles in one category, and keeps its motif per category", () => {
    const [category] = categories;
    if (!category) throw new Error("content/pages/blog.yaml lists no category");
    const one = postCover("How agencies consolidate client stacks", category, categories);
    const two = postCover("How agencies consolidate client stack", category, categories);
    expect(one.motif).toBe(two.motif);
    expect(one.shapes).not.toEqual(two.shapes);
  });

  it("is drawn the same on every build, and differs per category for one title", () => {
    const title = "Welcome sequences that convert";
    expect(postCover(title, "CRM", categories)).toEqual(postCover(title, "CRM", categories));
    const motifs = new Set(categories.map((name) => postCover(title, name, categories).motif));
    expect(motifs.size).toBe(Math.min(categories.length, 6));
  });
});
