import Markdoc from "@markdoc/markdoc";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { longFormConfig, toSections } from "@/lib/content/long-form";
import { parseMarkdown, textOf } from "@/lib/content/markdown";
import type { TokenTable } from "@/lib/content/tokens";

const tokens: TokenTable = {
  brand: { describe: "brand", value: () => "Acme" },
  "email.legal": { describe: "e-mail", value: () => "legal@acme.example" },
};
const schema = z.object({ title: z.string(), lastUpdated: z.iso.date(), contactEmail: z.email() });
const FILE = "content/legal/sample.md";

const front = `---
title: Terms of {{brand}}
lastUpdated: 2025-09-16
contactEmail: '{{email.legal}}'
---
`;

function read(body: string, frontmatter = front) {
  return parseMarkdown(FILE, frontmatter + body, schema, longFormConfig, tokens);
}

function sections(body: string) {
  const { frontmatter, body: ast } = read(body);
  return toSections(FILE, ast, {
    ...longFormConfig,
    variables: { contactEmail: frontmatter.contactEmail },
  });
}

describe("parseMarkdown", () => {
  it("reads the frontmatter as YAML 1.2 with tokens resolved: a date stays a string", () => {
    const { frontmatter } = read("Hello.\n");
    expect(frontmatter).toEqual({
      title: "Terms of Acme",
      lastUpdated: "2025-09-16",
      contactEmail: "legal@acme.example",
    });
  });

  it("names the file and field of a bad frontmatter value", () => {
    expect(() => read("Hi.\n", front.replace("2025-09-16", "2025-02-30"))).toThrow(
      /content\/legal\/sample\.md\.lastUpdated/,
    );
  });

  it("resolves tokens in the body's text, and names the line of an unknown one", () => {
    const { intro } = sections("Write to {{email.legal}}.\n\n## Contact {% #contact %}\n\nHi.\n");
    expect(JSON.stringify(intro)).toContain("Write to legal@acme.example.");
    expect(() => read("First.\n\nWrite to {{email.nope}}.\n")).toThrow(
      /sample\.md:8: unknown token \{\{email\.nope\}\}/,
    );
  });

  it("fails on a tag it does not know and on a link it does not allow, naming the line", () => {
    expect(() => read("{% video /%}\n")).toThrow(/sample\.md:6: .*video/);
    expect(() => read("An [old link](http://example.com).\n")).toThrow(
      /sample\.md:6: the link to "http:\/\/example\.com" goes nowhere: .*starting with https:\/\//,
    );
    expect(() => read("See [Namecheap](www.namecheap.com).\n")).toThrow(/"www\.namecheap\.com"/);
    expect(() => read("A [page](/About-Us).\n")).toThrow(/sample\.md:6/);
    // markdown-it never makes a link of a script URL; it stays text.
    expect(JSON.stringify(read("A [trap](javascript:alert(1)).\n").body)).not.toContain('"link"');
    expect(() =>
      read("[Mail](mailto:a@acme.example) or [web](https://acme.example).\n"),
    ).not.toThrow();
  });

  it("names the file and its line of a frontmatter that is not YAML", () => {
    // Line 3 of the file: `---` is line 1.
    const broken = front.replace("lastUpdated: 2025-09-16", "lastUpdated: '2025-09-16");
    expect(() => read("Hi.\n", broken)).toThrow(
      /content\/legal\/sample\.md:3: the frontmatter is not valid YAML: /,
    );
  });

  it("needs frontmatter", () => {
    expect(() => read("No frontmatter.\n", "")).toThrow(/needs YAML frontmatter/);
  });
});

describe("textOf", () => {
  it("reads a paragraph wrapped over lines with a space at each break, code and links kept", () => {
    const ast = Markdoc.parse(
      "Choose **Forgot password**. We send\na reset link. See [inviting](/help-center/x)\nyour `team`.\n",
    );
    expect(textOf(ast)).toBe(
      "Choose Forgot password. We send a reset link. See inviting your team.",
    );
  });

  it("keeps a heading's inline code in its title", () => {
    expect(textOf(Markdoc.parse("## Rotate the `api` key\n"))).toBe("Rotate the api key");
  });
});

describe("toSections", () => {
  const body = `Intro.

## Free trial {% #free-trial %}

Try it. See the [terms](/terms-of-service#free-trial) or [elsewhere](https://example.com).

{% terms %}
- **Usage data**: Up to 2 years.
{% /terms %}

## Contact {% #contact %}

{% contact /%}
`;

  it("splits the body at its ## headings, keeping each heading's anchor and title", () => {
    const { intro, sections: parts } = sections(body);
    expect(intro).toHaveLength(1);
    expect(parts.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: "free-trial", title: "Free trial" },
      { id: "contact", title: "Contact" },
    ]);
  });

  it("turns a terms list into term and explanation pairs, and links into DocumentLinks", () => {
    const [trial, contact] = sections(body).sections;
    const html = JSON.stringify(trial?.content);
    expect(html).toContain('"name":"dt","attributes":{},"children":["Usage data"]');
    expect(html).toContain('"name":"dd","attributes":{},"children":["Up to 2 years."]');
    expect(html).toContain(
      '"name":"DocumentLink","attributes":{"href":"/terms-of-service#free-trial"}',
    );
    expect(contact?.content).toEqual([new Markdoc.Tag("Contact", { email: "legal@acme.example" })]);
  });

  it("needs an anchor on every ## heading, each used once", () => {
    expect(() => sections("## Free trial\n\nText.\n")).toThrow(
      /sample\.md:6 "Free trial": a ## heading needs an anchor, e\.g\. ## Free trial \{% #free-trial %\}/,
    );
    expect(() => sections("## A {% #a %}\n\nOne.\n\n## B {% #a %}\n\nTwo.\n")).toThrow(
      /sample\.md:10 "B": the anchor #a is used twice/,
    );
    expect(() => sections("## A {% #Not_An_Anchor %}\n\nOne.\n")).toThrow(/sample\.md:6/);
    // The anchor it suggests is one it takes.
    expect(() => sections("## What's new in Política?\n\nText.\n")).toThrow(
      /e\.g\. ## What's new in Política\? \{% #what-s-new-in-politica %\}/,
    );
    expect(() => sections("## What's new {% #what-s-new %}\n\nText.\n")).not.toThrow();
  });

  it("needs each terms item to start with its term in bold", () => {
    expect(() =>
      sections("## A {% #a %}\n\n{% terms %}\n- Usage data: 2 years.\n{% /terms %}\n"),
    ).toThrow(/term in bold/);
  });
});
