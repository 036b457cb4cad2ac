import Markdoc from "@markdoc/markdoc";
import { describe, expect, it } from "vitest";
import { escapeMarkdown, toMarkdown, type MarkdownOptions } from "@/lib/markdown/to-markdown";

const { Tag } = Markdoc;

const options: MarkdownOptions = {
  href: (href) => (href.startsWith("/") ? `https://site.example${href}` : href),
  src: (src) => `https://site.example${src}`,
  components: { Contact: (tag) => `<${String(tag.attributes.email)}>` },
};

const render = (source: string) => toMarkdown(Markdoc.transform(Markdoc.parse(source)), options);

describe("a rendered document as plain Markdown", () => {
  it("keeps headings, paragraphs, emphasis, code and links, links made absolute", () => {
    expect(
      render("## Set up\n\nRead **this** and _that_, run `npm ci`, see [pricing](/#pricing)."),
    ).toBe(
      "## Set up\n\nRead **this** and _that_, run `npm ci`, see [pricing](https://site.example/#pricing).\n",
    );
  });

  it("keeps lists, nested and numbered, and quotes", () => {
    expect(render("- one\n- two\n  1. a\n  2. b\n\n> quoted\n")).toBe(
      "- one\n- two\n\n  1. a\n  2. b\n\n> quoted\n",
    );
  });

  it("keeps code blocks whole and fences them past their own backticks", () => {
    expect(render("```sh\necho `date`\n```\n")).toBe("```sh\necho `date`\n```\n");
  });

  it("writes tables, images with their alt text and absolute address", () => {
    expect(render("| Plan | Price |\n| --- | --- |\n| Pro | $97 |\n\n![A chart](/c.svg)")).toBe(
      "| Plan | Price |\n| --- | --- |\n| Pro | $97 |\n\n![A chart](https://site.example/c.svg)\n",
    );
  });

  it("reads text literally: what would be markup in Markdown is escaped", () => {
    expect(render("A <b>tag</b> and 2 \\* 3")).toBe("A \\<b\\>tag\\</b\\> and 2 \\* 3\n");
    expect(escapeMarkdown("[x](javascript:alert(1))")).toBe("\\[x\\](javascript:alert(1))");
  });

  it("writes the site's own tags: a term list, a component", () => {
    const terms = new Tag("TermList", {}, [
      new Tag("div", {}, [new Tag("dt", {}, ["Usage data"]), new Tag("dd", {}, ["2 years."])]),
    ]);
    const contact = new Tag("Contact", { email: "privacy@site.example" });
    expect(toMarkdown([terms, contact], options)).toBe(
      "- **Usage data**: 2 years.\n\n<privacy@site.example>\n",
    );
  });

  it("keeps a heading's anchor out and a paragraph that starts like a list a paragraph", () => {
    expect(render("## Free trial {% #free-trial %}\n\n1\\. not a list")).toBe(
      "## Free trial\n\n1\\. not a list\n",
    );
  });
});
