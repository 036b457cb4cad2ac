import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { blogContent } from "@/content/pages/blog";
import { POST_TITLE_MAX } from "@/content/post-title";
import { getPosts, postFrontmatterSchema, sortPosts, toPost } from "@/content/posts";
import { siteTokens } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { readCollection } from "@/lib/content/collection";

const [category] = blogContent.filter.categories;

function post(fields: Record<string, string | boolean>): string {
  const frontmatter = {
    title: "A post written for the test",
    excerpt: "An excerpt long enough for the schema, which asks for at least sixty characters.",
    author: "Elise Maes",
    date: "2025-10-01",
    category: category?.name ?? "",
    ...fields,
  };
  const yaml = Object.entries(frontmatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  return `---\n${yaml}\n---\nSome words in the body.\n\n## A heading\n\nMore words.\n`;
}

/** A project root with `content/posts/<name>.md` for each file given. */
function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "posts-"));
  mkdirSync(path.join(root, "content/posts"), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, "content/posts", `${name}.md`), text);
  }
  return root;
}

const read = (root: string, drafts: boolean) =>
  readCollection({
    directory: "content/posts",
    schema: postFrontmatterSchema,
    config: articleConfig,
    tokens: siteTokens,
    drafts,
    root,
  });

describe("posts", () => {
  it("names the file and the field of a title longer than the share card holds", () => {
    const title = "A title that goes on ".repeat(6).trim();
    expect(title.length).toBeGreaterThan(POST_TITLE_MAX);
    const root = fixture({ "long-title": post({ title }) });
    expect(() => read(root, false)).toThrow(/content\/posts\/long-title\.md.*title/s);
    const fits = fixture({ fits: post({ title: title.slice(0, POST_TITLE_MAX) }) });
    expect(read(fits, false)).toHaveLength(1);
  });

  it("names the file, the field and the allowed categories for an unknown category", () => {
    const root = fixture({ "gardening-tips": post({ category: "Gardening" }) });
    const names = blogContent.filter.categories.map((entry) => entry.name);
    expect(() => read(root, false)).toThrow(
      new RegExp(
        `content/posts/gardening-tips\\.md.*category: "Gardening" is not one of filter\\.categories.*${names.join(", ")}`,
        "s",
      ),
    );
  });

  it("leaves a draft out of a build and shows it in next dev", () => {
    const root = fixture({
      published: post({ title: "The published post of the fixture" }),
      "work-in-progress": post({ title: "A draft nobody should see yet", draft: true }),
    });
    expect(read(root, false).map((entry) => entry.slug)).toEqual(["published"]);
    expect(read(root, true).map((entry) => entry.slug)).toEqual(["published", "work-in-progress"]);
  });

  it("computes reading time and outline, newest first then by title", () => {
    const root = fixture({
      b: post({ title: "Beta post of the fixture", date: "2025-01-02" }),
      a: post({ title: "Alpha post of the fixture", date: "2025-01-02" }),
      c: post({ title: "Charlie post of the fixture", date: "2025-03-01" }),
    });
    const posts = sortPosts(read(root, false).map(toPost));
    expect(posts.map((entry) => entry.slug)).toEqual(["c", "a", "b"]);
    expect(posts[0]?.readingMinutes).toBe(1);
    expect(posts[0]?.outline).toEqual([{ id: "a-heading", title: "A heading" }]);
  });

  it("reads the site's posts, each in a listed category", () => {
    const posts = getPosts();
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((entry) => entry.readingMinutes >= 1)).toBe(true);
  });
});
