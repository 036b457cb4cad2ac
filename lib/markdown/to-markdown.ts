import Markdoc, { type RenderableTreeNode, type Tag } from "@markdoc/markdoc";

/**
 * Plain Markdown (CommonMark with GitHub's tables) from a document as the site renders it: the
 * tree `Markdoc.transform` gives, its `{{tokens}}` already resolved and its own tags (a plan's
 * limits, a list of terms, the company's address) already turned into tables, lists and text.
 * Rendering that tree, rather than printing the source back, is what makes the Markdown say what
 * the page says: an agent reading /blog/<slug>.md gets the prices and names the reader sees.
 */

export type MarkdownOptions = {
  /** A link's address as the Markdown gives it: the site's own pages made absolute. */
  href: (href: string) => string;
  /** An image's address, absolute. */
  src: (src: string) => string;
  /** Markdown for the document's own components (`Contact`), by the name it renders as. */
  components?: Record<string, (tag: Tag) => string>;
};

const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "br",
  "code",
  "DocumentLink",
  "em",
  "i",
  "img",
  "mark",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
]);

const isTag = (node: RenderableTreeNode): node is Tag => Markdoc.Tag.isTag(node);

function isInline(node: RenderableTreeNode): boolean {
  return !isTag(node) || INLINE.has(node.name);
}

/** Text as Markdown reads it literally: the characters that would start markup are escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|]/g, "\\$&");
}

/** A paragraph's first characters that would make it a heading, a quote or a list item. */
function escapeLineStart(text: string): string {
  return text.replace(/^(\s*)(#|>|[-+]\s|\d+[.)]\s)/, (_, space: string, mark: string) =>
    mark.startsWith("#") || mark === ">"
      ? `${space}\\${mark}`
      : `${space}${mark.replace(/^(\d+|[-+])/, "$1\\")}`,
  );
}

function children(node: Tag): RenderableTreeNode[] {
  return node.children;
}

function textContent(nodes: readonly RenderableTreeNode[]): string {
  return nodes
    .map((node) =>
      isTag(node)
        ? textContent(children(node))
        : node === null || typeof node === "boolean"
          ? ""
          : String(node),
    )
    .join("");
}

function inline(nodes: readonly RenderableTreeNode[], options: MarkdownOptions): string {
  return nodes.map((node) => inlineNode(node, options)).join("");
}

function inlineNode(node: RenderableTreeNode, options: MarkdownOptions): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (!isTag(node)) return escapeMarkdown(String(node).replace(/\s*\n\s*/g, " "));
  const inner = () => inline(children(node), options);
  const custom = options.components?.[node.name];
  if (custom) return custom(node);
  switch (node.name) {
    case "strong":
    case "b":
      return wrap("**", inner());
    case "em":
    case "i":
      return wrap("_", inner());
    case "s":
      return wrap("~~", inner());
    case "code": {
      const code = textContent(children(node));
      const fence = code.includes("`") ? "`` " : "`";
      return `${fence}${code}${fence.split("").reverse().join("")}`;
    }
    case "br":
      return "\\\n";
    case "img":
      return image(node, options);
    case "a":
    case "DocumentLink": {
      const href = node.attributes.href;
      const text = inner();
      return typeof href === "string" ? `[${text}](${destination(options.href(href))})` : text;
    }
    default:
      return inner();
  }
}

/** Emphasis around text, its surrounding spaces kept outside (`** x**` is not bold). */
function wrap(mark: string, text: string): string {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text);
  if (!match?.[2]) return text;
  return `${match[1]}${mark}${match[2]}${mark}${match[3]}`;
}

/** A link or image destination; one with a space or parenthesis goes in angle brackets. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

function image(node: Tag, options: MarkdownOptions): string {
  const src = node.attributes.src;
  if (typeof src !== "string") return "";
  const alt = typeof node.attributes.alt === "string" ? node.attributes.alt : "";
  return `![${escapeMarkdown(alt)}](${destination(options.src(src))})`;
}

/** The blocks of `nodes`, runs of inline content made paragraphs, joined by blank lines. */
function blocks(nodes: readonly RenderableTreeNode[], options: MarkdownOptions): string[] {
  const out: string[] = [];
  let run: RenderableTreeNode[] = [];
  const flush = () => {
    const text = inline(run, options).trim();
    if (text) out.push(escapeLineStart(text));
    run = [];
  };
  for (const node of nodes) {
    if (Array.isArray(node)) {
      flush();
      out.push(...blocks(node, options));
    } else if (isInline(node) && !(isTag(node) && options.components?.[node.name])) {
      run.push(node);
    } else {
      flush();
      const block = blockNode(node as Tag, options);
      if (block.trim()) out.push(block);
    }
  }
  flush();
  return out;
}

function blockNode(node: Tag, options: MarkdownOptions): string {
  const custom = options.components?.[node.name];
  if (custom) return custom(node);
  const heading = /^h([1-6])$/.exec(node.name);
  if (heading) return `${"#".repeat(Number(heading[1]))} ${inline(children(node), options).trim()}`;
  switch (node.name) {
    case "p":
      return escapeLineStart(inline(children(node), options).trim());
    case "ul":
    case "ol":
      return list(node, options);
    case "blockquote":
      return blocks(children(node), options)
        .join("\n\n")
        .split("\n")
        .map((line) => (line ? `> ${line}` : ">"))
        .join("\n");
    case "pre": {
      const code = textContent(children(node)).replace(/\n$/, "");
      const language = node.attributes["data-language"];
      const fence = "`".repeat(
        Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)),
      );
      return `${fence}${typeof language === "string" ? language : ""}\n${code}\n${fence}`;
    }
    case "hr":
      return "---";
    case "table":
      return table(node, options);
    case "TermList":
      return children(node)
        .filter(isTag)
        .map((row) => {
          const [term, description] = children(row).filter(isTag);
          const words = (tag: Tag | undefined) =>
            tag ? inline(children(tag), options).trim() : "";
          return `- **${words(term)}**: ${words(description)}`;
        })
        .join("\n");
    case "picture": {
      const img = children(node).find((child) => isTag(child) && child.name === "img");
      return img && isTag(img) ? image(img, options) : "";
    }
    default:
      return blocks(children(node), options).join("\n\n");
  }
}

function list(node: Tag, options: MarkdownOptions): string {
  const ordered = node.name === "ol";
  const start = typeof node.attributes.start === "number" ? node.attributes.start : 1;
  return children(node)
    .filter(isTag)
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : "- ";
      const indent = " ".repeat(marker.length);
      const body = blocks(children(item), options).join("\n\n");
      return (
        marker +
        body
          .split("\n")
          .join(`\n${indent}`)
          .replace(/\n\s+\n/g, "\n\n")
      );
    })
    .join("\n");
}

function cells(row: Tag, options: MarkdownOptions): string[] {
  return children(row)
    .filter(isTag)
    .map((cell) => inline(children(cell), options).replace(/\s+/g, " ").trim());
}

function table(node: Tag, options: MarkdownOptions): string {
  const rows: Tag[] = [];
  for (const part of children(node).filter(isTag)) {
    if (part.name === "tr") rows.push(part);
    else rows.push(...children(part).filter((row): row is Tag => isTag(row) && row.name === "tr"));
  }
  const [head, ...body] = rows.map((row) => cells(row, options));
  if (!head) return "";
  const line = (row: string[]) => `| ${row.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...body.map(line)].join("\n");
}

/** The Markdown of a rendered document (`Markdoc.transform`'s tree), ending with one newline. */
export function toMarkdown(
  content: RenderableTreeNode | readonly RenderableTreeNode[],
  options: MarkdownOptions,
): string {
  const nodes: readonly RenderableTreeNode[] = Array.isArray(content)
    ? (content as readonly RenderableTreeNode[])
    : [content as RenderableTreeNode];
  return `${blocks(nodes, options).join("\n\n").trim()}\n`;
}
