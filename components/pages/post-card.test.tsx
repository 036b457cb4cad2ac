import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostCard } from "@/components/pages/post-card";
import { interfaceLabels } from "@/content/interface-labels";
import { getPosts } from "@/content/posts";

const [post] = getPosts();
if (!post) throw new Error("content/posts/ holds no post");

describe("a post's card", () => {
  it("says Draft on a draft, which only next dev shows, and nothing on a published post", () => {
    const label = interfaceLabels.draft;
    expect(
      renderToStaticMarkup(<PostCard post={{ ...post, draft: true }} locale="en" />),
    ).toContain(label);
    expect(
      renderToStaticMarkup(<PostCard post={{ ...post, draft: undefined }} locale="en" />),
    ).not.toContain(label);
  });
});
