import { describe, expect, it } from "vitest";
import { ALL_POSTS, countByCategory, countLabel, filterByCategory } from "@/lib/blog-filter";

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

describe("countByCategory", () => {
  it("counts each chip, zero included", () => {
    expect(countByCategory(posts, ["Marketing", "CRM", "Analytics"])).toEqual({
      All: 3,
      Marketing: 2,
      CRM: 1,
      Analytics: 0,
    });
  });
});

describe("countLabel", () => {
  it("picks the singular only for one", () => {
    const noun = { one: "post", other: "posts" };
    expect(countLabel(1, noun)).toBe("1 post");
    expect(countLabel(0, noun)).toBe("0 posts");
    expect(countLabel(6, noun)).toBe("6 posts");
  });
});
