import { describe, expect, it } from "vitest";
import { defineContent } from "@/content/define-content";
import { blogContent, blogSchema } from "@/content/pages/blog";

const grown = {
  ...blogContent,
  filter: {
    ...blogContent.filter,
    all: "Everything",
    categories: [...blogContent.filter.categories, { name: "Product News", icon: "Rocket" }],
  },
  newsletter: { ...blogContent.newsletter, title: "Get the newsletter", button: "Sign me up" },
};

describe("blog content", () => {
  it("accepts a new category and any label text", () => {
    const content = defineContent("blog.yaml", blogSchema, grown);
    expect(content.filter.categories).toHaveLength(blogContent.filter.categories.length + 1);
    expect(content.filter.all).toBe("Everything");
  });

  it("rejects a category listed twice", () => {
    const [first] = blogContent.filter.categories;
    const categories = [...blogContent.filter.categories, first];
    expect(() =>
      defineContent("blog.yaml", blogSchema, {
        ...blogContent,
        filter: { ...blogContent.filter, categories },
      }),
    ).toThrow(/filter\.categories\[\d+\].*\.name: ".+" is listed twice/);
  });
});
