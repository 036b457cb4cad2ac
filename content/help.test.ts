import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sectionIds } from "@/content/navigation";
import {
  articlesInCategory,
  helpArticleSchema,
  getHelpArticles,
  popularArticles,
} from "@/content/help";
import { helpCenterContent } from "@/content/pages/help-center";
import { legalDocuments, legalPath } from "@/content/legal";
import { routes } from "@/content/routes";
import { siteTokens } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { readCollection } from "@/lib/content/collection";
import { textOf } from "@/lib/content/markdown";
import { slugify } from "@/lib/text/slug";

/** The anchors each page offers: a section id, or a heading of a help article. */
const anchors = new Map<string, readonly string[]>([
  ["/", sectionIds],
  ...legalDocuments().map((document): [string, string[]] => [
    legalPath(document.slug),
    document.sections.map((section) => section.id),
  ]),
  ...getHelpArticles().map((article): [string, string[]] => [
    `/help-center/${article.slug}`,
    [...article.body.walk()]
      .filter((node) => node.type === "heading")
      .map((node) =>
        typeof node.attributes.id === "string" ? node.attributes.id : slugify(textOf(node)),
      ),
  ]),
]);
const pages = new Set<string>([...routes, ...anchors.keys()]);

const links = getHelpArticles().flatMap((article) =>
  [...article.body.walk()]
    .filter((node) => node.type === "link")
    .map((node) => [article.source, String(node.attributes.href)] as const),
);

describe("help articles", () => {
  it("are read from content/help", () => {
    expect(getHelpArticles().length).toBeGreaterThan(0);
  });

  it.each(links.filter(([, href]) => href.startsWith("/")))(
    "%s links to %s, a real page and anchor",
    (_, href) => {
      const [path = "", fragment] = href.split("#");
      expect([...pages]).toContain(path);
      if (fragment) expect(anchors.get(path) ?? []).toContain(fragment);
    },
  );

  it("fill every category the Help Center lists, and each is listed once", () => {
    const listed = helpCenterContent.categories.items.flatMap((category) =>
      articlesInCategory(category.name).map((article) => article.slug),
    );
    for (const category of helpCenterContent.categories.items) {
      expect(articlesInCategory(category.name).length, category.name).toBeGreaterThan(0);
    }
    expect(listed.toSorted()).toEqual(
      getHelpArticles()
        .map((article) => article.slug)
        .toSorted(),
    );
  });
});

describe("helpArticleSchema", () => {
  function readOne(frontmatter: string) {
    const root = mkdtempSync(path.join(tmpdir(), "help-"));
    mkdirSync(path.join(root, "content/help"), { recursive: true });
    writeFileSync(
      path.join(root, "content/help/an-article.md"),
      `---\n${frontmatter}\n---\nBody.\n`,
    );
    return () =>
      readCollection({
        directory: "content/help",
        schema: helpArticleSchema,
        config: articleConfig,
        tokens: siteTokens,
        root,
      });
  }
  const valid =
    "title: An article\ndescription: What this article answers, in a sentence.\nupdated: '2025-09-16'";

  it("names the file, the field and the categories allowed when a category is unknown", () => {
    const read = readOne(`${valid}\ncategory: Billing`);
    const allowed = helpCenterContent.categories.items.map((category) => category.name);
    expect(read).toThrow(/content\/help\/an-article\.md/);
    expect(read).toThrow(/category/);
    for (const name of allowed) expect(read).toThrow(name);
  });

  it("needs an icon on a popular article", () => {
    const category = helpCenterContent.categories.items[0]?.name ?? "";
    expect(readOne(`${valid}\ncategory: ${category}\npopular: true`)).toThrow(/icon/);
    expect(readOne(`${valid}\ncategory: ${category}\npopular: true\nicon: Rocket`)()).toHaveLength(
      1,
    );
  });
});

describe("reading order", () => {
  const make = (title: string, order?: number, popular?: boolean) =>
    ({
      slug: title,
      source: title,
      body: getHelpArticles()[0]!.body,
      frontmatter: { title, description: "", category: "X", updated: "2025-01-01", order, popular },
    }) as ReturnType<typeof getHelpArticles>[number];

  it("puts articles with an order first, then sorts by title", () => {
    const sorted = articlesInCategory("X", [make("b"), make("a"), make("z", 2), make("y", 1)]);
    expect(sorted.map((article) => article.frontmatter.title)).toEqual(["y", "z", "a", "b"]);
  });

  it("lists the popular articles only, in the same order", () => {
    const articles = [make("b", undefined, true), make("a"), make("c", 1, true)];
    const titles = popularArticles(articles).map((article) => article.frontmatter.title);
    expect(titles).toEqual(["c", "b"]);
  });
});
