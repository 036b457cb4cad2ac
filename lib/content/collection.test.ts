import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import Markdoc from "@markdoc/markdoc";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  articleConfig,
  imageDimensions,
  NARROW_MEDIA,
  narrowVariant,
  outline,
  readingMinutes,
  wordCount,
} from "@/lib/content/article";
import { defineCollection, readCollection, showDrafts } from "@/lib/content/collection";
import type { TokenTable } from "@/lib/content/tokens";

const schema = z.object({ title: z.string(), draft: z.boolean().optional() });
const tokens: TokenTable = { brand: { describe: "brand", value: () => "Acme" } };

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "collection-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const read = (root: string, drafts = false) =>
  readCollection({
    directory: "content/posts",
    schema,
    config: articleConfig,
    tokens,
    drafts,
    root,
  });

describe("readCollection", () => {
  it("reads one entry a file, named by the file, tokens resolved", () => {
    const root = project({
      "content/posts/b-post.md": "---\ntitle: B at {{brand}}\n---\nHello from {{brand}}.\n",
      "content/posts/a-post.md": "---\ntitle: A\n---\nText.\n",
      "content/posts/notes.txt": "not a post",
    });
    const entries = read(root);
    expect(entries.map((entry) => entry.slug)).toEqual(["a-post", "b-post"]);
    expect(entries[1]?.frontmatter.title).toBe("B at Acme");
    expect(entries[1]?.source).toBe("content/posts/b-post.md");
  });

  it("is empty when the folder does not exist yet", () => {
    expect(read(project({}))).toEqual([]);
  });

  it("leaves drafts out unless asked", () => {
    const root = project({
      "content/posts/live.md": "---\ntitle: Live\n---\nText.\n",
      "content/posts/soon.md": "---\ntitle: Soon\ndraft: true\n---\nText.\n",
    });
    expect(read(root).map((entry) => entry.slug)).toEqual(["live"]);
    expect(read(root, true).map((entry) => entry.slug)).toEqual(["live", "soon"]);
  });

  it("shows drafts in next dev only", () => {
    expect(showDrafts({ NODE_ENV: "development" })).toBe(true);
    expect(showDrafts({ NODE_ENV: "production" })).toBe(false);
    expect(showDrafts({ NODE_ENV: "test" })).toBe(false);
  });

  it("names a file whose name cannot be an address", () => {
    const root = project({ "content/posts/My Post.md": "---\ntitle: A\n---\nText.\n" });
    expect(() => read(root)).toThrow(/content\/posts\/My Post\.md: .*my-post\.md/);
    // The name it suggests is one it takes.
    const odd = project({ "content/posts/Spring Webinar!.md": "---\ntitle: A\n---\nText.\n" });
    expect(() => read(odd)).toThrow(/e\.g\. spring-webinar\.md$/);
  });

  it("names the file and field of bad frontmatter", () => {
    const root = project({ "content/posts/bad.md": "---\ntitle: 42\n---\nText.\n" });
    expect(() => read(root)).toThrow(/content\/posts\/bad\.md\.title/);
  });
});

describe("articleConfig", () => {
  it("fails an image without alt text or file, naming the line", () => {
    const root = project({
      "content/posts/pic.md": "---\ntitle: A\n---\nText.\n\n![](/nowhere.svg)\n",
    });
    expect(() => read(root)).toThrow(/pic\.md:6: the image \/nowhere\.svg needs alt text/);
    expect(() => read(root)).toThrow(/\/nowhere\.svg is not in public/);
  });

  it("offers a web-safe name for an upload's own file name, and says where to change it", () => {
    expect(imageDimensions("/blog/a-post/Webinar%20Chart%202026.PNG")).toBe(
      'the image file "Webinar Chart 2026.PNG" needs a name of lower-case letters, digits and hyphens, such as "webinar-chart-2026.png": rename the file (in the editor: select the image, then Image details above it, File name)',
    );
    expect(imageDimensions("blog/chart.svg")).toMatch(/written from the site root/);
  });

  it("gives a chart with a phone version beside it a <picture> that picks it on phones", () => {
    const src =
      "/blog/the-true-cost-of-tool-sprawl-what-fifteen-subscriptions-really-cost-you/monthly-tool-costs.svg";
    const narrow = src.replace(/\.svg$/, ".narrow.svg");
    const html = Markdoc.renderers.html(
      Markdoc.transform(Markdoc.parse(`![A chart](${src})`), articleConfig),
    );
    const wide = imageDimensions(src);
    const phone = imageDimensions(narrow);
    if (typeof wide === "string" || typeof phone === "string") throw new Error(`${wide}${phone}`);
    expect(html).toContain(
      `<picture><source media="${NARROW_MEDIA}" srcset="${narrow}" width="${phone.width}" height="${phone.height}">` +
        `<img src="${src}" alt="A chart" width="${wide.width}" height="${wide.height}"`,
    );
    expect(phone.width).toBeLessThan(wide.width);
  });

  it("finds a phone version only where its file is", () => {
    const root = project({ "public/a/chart.narrow.svg": "<svg/>" });
    const publicDir = path.join(root, "public");
    expect(narrowVariant("/a/chart.svg", publicDir)).toBe("/a/chart.narrow.svg");
    expect(narrowVariant("/a/other.svg", publicDir)).toBeUndefined();
    expect(narrowVariant("/a/chart.narrow.svg", publicDir)).toBeUndefined();
  });

  it("counts words and minutes, and lists ## headings with anchors", () => {
    const words = Array.from({ length: 460 }, () => "word").join(" ");
    const root = project({
      "content/posts/long.md": `---\ntitle: A\n---\n## First part\n\n${words}\n\n## Second {% #two %}\n\nEnd.\n`,
    });
    const [entry] = read(root);
    if (!entry) throw new Error("no entry");
    expect(wordCount(entry.body)).toBe(464);
    expect(readingMinutes(entry.body)).toBe(2);
    expect(outline(entry.body)).toEqual([
      { id: "first-part", title: "First part" },
      { id: "two", title: "Second" },
    ]);
  });
});

describe("defineCollection", () => {
  it("reads once outside next dev, afresh in it", () => {
    const root = project({ "content/posts/one.md": "---\ntitle: One\n---\nText.\n" });
    const posts = defineCollection({
      directory: "content/posts",
      schema,
      config: articleConfig,
      tokens,
      drafts: false,
      root,
    });
    expect(posts()).toHaveLength(1);
    writeFileSync(path.join(root, "content/posts/two.md"), "---\ntitle: Two\n---\nText.\n");
    expect(posts()).toHaveLength(1);

    vi.stubEnv("NODE_ENV", "development");
    try {
      expect(posts()).toHaveLength(2);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("readCollection in another language", () => {
  const english = "---\ntitle: Five funnel fixes\n---\nMost funnels leak at the same places.\n";
  const version = `translatedFrom: ${"a".repeat(40)}\n`;
  const started = english.replace("---\n", `---\n${version}`);
  const dutch = (root: string) =>
    readCollection({
      directory: "content/posts",
      schema,
      config: articleConfig,
      tokens,
      root,
      locale: "nl",
    }).map((entry) => entry.slug);

  it("leaves out a translation that is still the English text, as the editor started it", () => {
    const root = project({
      "content/posts/fixes.md": english,
      "content/nl/posts/fixes.md": started,
    });
    expect(dutch(root)).toEqual([]);
  });

  it("publishes it once its title or its body is translated", () => {
    const title = project({
      "content/posts/fixes.md": english,
      "content/nl/posts/fixes.md": started.replace("Five funnel fixes", "Vijf funnelfixes"),
    });
    expect(dutch(title)).toEqual(["fixes"]);
    const body = project({
      "content/posts/fixes.md": english,
      "content/nl/posts/fixes.md": started.replace("Most funnels", "De meeste funnels"),
    });
    expect(dutch(body)).toEqual(["fixes"]);
  });
});
