import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineContent } from "@/content/define-content";
import { articleConfig } from "@/lib/content/article";
import { fontGaps } from "@/lib/content/font-coverage";
import { parseMarkdown } from "@/lib/content/markdown";

const team = z.object({ people: z.array(z.object({ name: z.string(), role: z.string() })) });

describe("characters the site's font cannot draw", () => {
  it("accepts Latin-1 names such as José and Zoë", () => {
    expect(
      fontGaps("content/about.yaml", { people: [{ name: "José Zoë", role: "CEO – “Ops”" }] }),
    ).toEqual([]);
  });

  it("fails a data file naming the file, entry and field", () => {
    const data = {
      people: [
        { name: "Ana", role: "CTO" },
        { name: "Łukasz Nowak", role: "Design" },
      ],
    };
    expect(() => defineContent("content/pages/about.yaml", team, data)).toThrow(
      'content/pages/about.yaml.people[1] "Łukasz Nowak".name: "Ł" is not in the site font',
    );
  });

  it("fails a Markdown body naming the file and line", () => {
    const raw = "---\ntitle: Hello\n---\n\nFirst paragraph.\n\nA note from Łukasz.\n";
    expect(() =>
      parseMarkdown(
        "content/posts/hello.md",
        raw,
        z.object({ title: z.string() }),
        articleConfig,
        {},
      ),
    ).toThrow('content/posts/hello.md:7: "Ł" is not in the site font');
  });
});
