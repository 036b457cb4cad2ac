import Markdoc, {
  type Config,
  type Node,
  type RenderableTreeNode,
  type Schema,
  type ValidationError,
} from "@markdoc/markdoc";
import { ContentError } from "@/lib/content/errors";
import { textOf, where } from "@/lib/content/markdown";
import { slugify } from "@/lib/text/slug";

// Markdoc ships CommonJS without named exports Node can see (Playwright's specs load this file).
const { Tag } = Markdoc;

/** A heading's anchor, written `## Free trial {% #free-trial %}`. */
const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where a link may go: a page of the site (with a fragment), a fragment here, the web, e-mail. */
const LINK_TARGET = /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+@\S+)$/;

/** A link's address, refused in words a writer acts on (Markdoc's `matches` prints the regex). */
class LinkTarget {
  validate(value: unknown): ValidationError[] {
    if (typeof value === "string" && LINK_TARGET.test(value)) return [];
    return [
      {
        id: "link-target",
        level: "error",
        message: `the link to "${String(value)}" goes nowhere: write a page of the site (/pricing, /help-center/some-article), a heading here (#setup), a web address starting with https://, or mailto:name@example.com`,
      },
    ];
  }
}

/**
 * Term and explanation pairs, written as a list inside `{% terms %}`; each item starts with its
 * term in bold: `- **Usage data**: Up to 2 years.`
 */
const terms: Schema = {
  render: "TermList",
  children: ["list"],
  validate(node) {
    const items = node.children.flatMap((list) => list.children);
    const errors: ValidationError[] = [];
    for (const item of items) {
      const first = item.children[0]?.children[0];
      if (first?.type !== "strong") {
        errors.push({
          id: "term-without-bold-term",
          level: "error",
          message: `a {% terms %} item starts with its term in bold: - **Term**: explanation (at "${textOf(item)}")`,
        });
      }
    }
    return errors;
  },
  transform(node, config) {
    const items = node.children.flatMap((list) => list.children);
    return new Tag(
      "TermList",
      {},
      items.map((item) => {
        const [term, ...rest] = item.transformChildren(config);
        const description = rest.map((part, index) =>
          index === 0 && typeof part === "string" ? part.replace(/^\s*:?\s*/, "") : part,
        );
        const termChildren = term instanceof Tag ? term.children : [term ?? null];
        return new Tag("div", {}, [
          new Tag("dt", {}, termChildren),
          new Tag("dd", {}, description),
        ]);
      }),
    );
  },
};

/** The company's name and postal address with the document's contact e-mail address. */
const contact: Schema = {
  render: "Contact",
  selfClosing: true,
  transform(_node, config) {
    return new Tag("Contact", { email: config.variables?.contactEmail });
  },
};

/** The Markdoc nodes and tags long-form documents may use (Keystatic's markdoc field writes them). */
export const longFormConfig: Config = {
  nodes: {
    heading: {
      ...Markdoc.nodes.heading,
      attributes: { ...Markdoc.nodes.heading.attributes, id: { type: String, matches: ANCHOR } },
    },
    link: {
      ...Markdoc.nodes.link,
      render: "DocumentLink",
      attributes: {
        href: { type: LinkTarget, required: true },
        title: { type: String },
      },
    },
  },
  tags: { terms, contact },
};

export type LongFormSection = { id: string; title: string; content: RenderableTreeNode[] };

/**
 * A document in numbered sections: what comes before the first `##` heading is its intro, and
 * each `##` heading opens a section named by its anchor (`{% #free-trial %}`), which links and
 * the table of contents use, so every `##` heading needs one and no two may share it.
 */
export function toSections(
  source: string,
  body: Node,
  config: Config,
): { intro: RenderableTreeNode[]; sections: LongFormSection[] } {
  const introNodes: Node[] = [];
  const groups: { heading: Node; nodes: Node[] }[] = [];
  for (const node of body.children) {
    if (node.type === "heading" && node.attributes.level === 2)
      groups.push({ heading: node, nodes: [] });
    else (groups.at(-1)?.nodes ?? introNodes).push(node);
  }

  const issues: string[] = [];
  const seen = new Set<string>();
  const sections = groups.map(({ heading, nodes }) => {
    const title = textOf(heading);
    const id: unknown = heading.attributes.id;
    if (typeof id !== "string") {
      issues.push(
        `${where(source, heading.lines)} "${title}": a ## heading needs an anchor, e.g. ## ${title} {% #${slugify(title)} %}`,
      );
    } else if (seen.has(id)) {
      issues.push(`${where(source, heading.lines)} "${title}": the anchor #${id} is used twice`);
    }
    seen.add(String(id));
    return { id: String(id), title, content: Markdoc.transform(nodes, config) };
  });
  if (sections.length === 0) issues.push(`${source}: the document needs at least one ## heading`);
  if (issues.length > 0) throw new ContentError(source, issues);
  return { intro: Markdoc.transform(introNodes, config), sections };
}
