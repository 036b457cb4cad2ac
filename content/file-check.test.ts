import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentFileProblems, isCheckedContentFile } from "@/content/file-check";

/** Every YAML and Markdown file under content/, from the project root. */
function contentFiles(folder = "content"): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contentFiles(path);
    return /\.(md|yaml)$/.test(entry.name) ? [path] : [];
  });
}

describe("contentFileProblems: the build's checks of a file before it is written", () => {
  // Every file of every language (some 250), each read as the build reads it: seconds of work.
  it("knows every content file, and passes each as it is", { timeout: 60_000 }, () => {
    for (const file of contentFiles()) {
      expect(isCheckedContentFile(file), file).toBe(true);
      expect(contentFileProblems(file, readFileSync(file, "utf8")), file).toEqual([]);
    }
  });

  it("refuses site settings that break their schema, naming the field", () => {
    const site = readFileSync("content/site.yaml", "utf8");
    expect(
      contentFileProblems("content/site.yaml", site.replace(/^name: .*$/m, 'name: ""')),
    ).toEqual([expect.stringMatching(/^content\/site\.yaml\.name: /)]);
    expect(contentFileProblems("content/site.yaml", "name: [")).toEqual([
      expect.stringMatching(/^content\/site\.yaml:1: the file is not valid YAML/),
    ]);
  });

  it("says what the build says of an unknown token and a character outside the font", () => {
    const faq = readFileSync("content/faq.yaml", "utf8");
    const [problem] = contentFileProblems(
      "content/faq.yaml",
      faq.replace(/^(\s+question: ).*$/m, "$1Is {{price.lowest}} the price?"),
    );
    expect(problem).toMatch(/^content\/faq\.yaml\.items\[0\].*unknown token \{\{price\.lowest\}\}/);
    const hero = readFileSync("content/landing/hero.yaml", "utf8");
    expect(
      contentFileProblems(
        "content/landing/hero.yaml",
        hero.replace("label: Funnels & websites", "label: Funnels \u202e& websites"),
      ),
    ).toEqual([
      expect.stringMatching(/^content\/landing\/hero\.yaml\.badges\[0\].*not in the site font/),
    ]);
  });

  it("checks a page of blocks, a post and a file name as the build does", () => {
    const page = readFileSync("content/block-pages/webinar.yaml", "utf8");
    expect(
      contentFileProblems("content/block-pages/webinar.yaml", `${page}\nblocks: []\n`),
    ).not.toEqual([]);
    const [post] = contentFiles("content/posts");
    const text = readFileSync(post!, "utf8");
    expect(
      contentFileProblems(post!, text.replace(/^category: .*$/m, "category: Nowhere")),
    ).toEqual([expect.stringContaining('"Nowhere" is not one of filter.categories')]);
    expect(contentFileProblems("content/posts/Bad_Name.md", text)).toEqual([
      expect.stringContaining("lower-case words joined by hyphens"),
    ]);
  });

  it("says nothing of a file the build does not read as content", () => {
    expect(isCheckedContentFile("public/blog/x.png")).toBe(false);
    expect(contentFileProblems("public/blog/x.png", "not content")).toEqual([]);
  });
});
