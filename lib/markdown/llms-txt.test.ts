import { describe, expect, it } from "vitest";
import { llmsTxt } from "@/lib/markdown/llms-txt";
import { markdownPath } from "@/lib/markdown/paths";

describe("llms.txt", () => {
  it("is an H1, a blockquote, a paragraph and H2 sections of links (llmstxt.org)", () => {
    const text = llmsTxt({
      title: "Stackless",
      summary: "One platform\nfor everything.",
      details: "Replace your stack",
      sections: [
        {
          title: "Pages",
          links: [
            { title: "About", url: "https://s.example/about", description: "Who we are" },
            { title: "Home", url: "https://s.example" },
          ],
        },
        { title: "Empty", links: [] },
      ],
    });
    expect(text).toBe(
      "# Stackless\n\n> One platform for everything.\n\nReplace your stack\n\n## Pages\n\n" +
        "- [About](https://s.example/about): Who we are\n- [Home](https://s.example)\n",
    );
  });

  it("keeps a title's brackets from ending its link", () => {
    const text = llmsTxt({
      title: "S",
      summary: "s",
      sections: [{ title: "P", links: [{ title: "A [b](c)", url: "https://s.example/a" }] }],
    });
    expect(text).toContain("- [A \\[b\\](c)](https://s.example/a)");
  });
});

describe("a page's Markdown copy", () => {
  it("is at the page's address plus .md", () => {
    expect(markdownPath("/blog/a-post")).toBe("/blog/a-post.md");
    expect(markdownPath("/fr/terms-of-service")).toBe("/fr/terms-of-service.md");
    expect(() => markdownPath("/")).toThrow();
  });
});
