import { describe, expect, it } from "vitest";
import { ALL_POSTS, filterByCategory } from "@/lib/blog-filter";

const posts = [
  { id: "a", category: "Marketing" },
  { id: "b", category: "CRM" },
  { id: "c", category: "Marketing" },
];

describe("filterByCategory", () => {
  it("keeps every post for All", () => {
    expect(filterByCategory(posts, ALL_POSTS).map((post) => post.id)).toEqual(["a", "b", "c"]);
  });

  it("keeps only the chosen category, in order", () => {
    expect(filterByCategory(posts, "Marketing").map((post) => post.id)).toEqual(["a", "c"]);
  });

  it("is empty for a category without posts", () => {
    expect(filterByCategory(posts, "Analytics")).toEqual([]);
  });
});
