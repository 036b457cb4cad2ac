import Markdoc, { type Config, type Node } from "@markdoc/markdoc";
import { parse, YAMLParseError } from "yaml";
import type { z } from "zod";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import { ContentError } from "@/lib/content/errors";
import { fontGap } from "@/lib/content/font-coverage";
import { resolveTokens, type TokenTable } from "@/lib/content/tokens";

/**
 * Long-form content: Markdown with YAML frontmatter, in the dialect Keystatic's markdoc field
 * reads and writes (Markdoc: `## Heading {% #anchor %}`, tags such as `{% contact /%}`).
 */
export type MarkdownDocument<Frontmatter> = { frontmatter: Frontmatter; body: Node };

/** Names a place in a file, `content/legal/terms-of-service.md:42` (Markdoc counts lines from 0). */
export function where(source: string, lines: readonly number[]): string {
  const line = lines[0];
  return line === undefined ? source : `${source}:${line + 1}`;
}

/**
 * YAML 1.2 text of `source`; a syntax error names the file and the line in it, `linesBefore`
 * being the lines of the file above the text (a frontmatter's opening `---`).
 */
export function parseYaml(source: string, text: string, what: string, linesBefore = 0): unknown {
  try {
    return parse(text);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line = error.linePos?.[0].line;
    const place = line === undefined ? source : `${source}:${line + linesBefore}`;
    const message = error.message.split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "");
    throw new ContentError(source, [`${place}: ${what} is not valid YAML: ${message}`]);
  }
}

/**
 * Reads a Markdown document: the frontmatter is YAML 1.2 (a date such as 2025-09-16 stays a
 * string), its `{{tokens}}` resolved and checked by `schema`; the body's tokens are resolved in
 * its text and attributes (a token's value is never read as Markdown), and the body is checked
 * against `config`, so an unknown tag or a bad link fails with the file and line.
 */
export function parseMarkdown<Schema extends z.ZodType>(
  source: string,
  raw: string,
  schema: Schema,
  config: Config,
  tokens: TokenTable,
  /** The frontmatter as written, before it is checked: a translation's over its English file's. */
  prepare: (frontmatter: unknown) => unknown = (frontmatter) => frontmatter,
): MarkdownDocument<z.output<Schema>> {
  const body = Markdoc.parse(raw);
  const data = prepare(frontmatterOf(source, body));
  const frontmatter = defineContentWithoutTokens(source, schema, () =>
    resolveTokens(source, data, tokens),
  );

  const issues = checkBody(body, config, tokens, (lines) => where(source, lines));
  if (issues.length > 0) throw new ContentError(source, issues);
  return { frontmatter, body };
}

/** A parsed document's frontmatter, as written (YAML 1.2); a file without one fails, named. */
export function frontmatterOf(source: string, document: Node): unknown {
  const frontmatterText = document.attributes.frontmatter as unknown;
  if (typeof frontmatterText !== "string") {
    throw new ContentError(source, [
      `${source}: the document needs YAML frontmatter between --- lines`,
    ]);
  }
  return parseYaml(source, frontmatterText, "the frontmatter", 1) ?? {};
}

/**
 * Resolves the `{{tokens}}` in a parsed Markdoc body's text and attributes (in place: a token's
 * value is never read as Markdown), and says what is wrong with it: a character the font cannot
 * draw, or what `config` refuses (an unknown tag, a link that goes nowhere, an image without
 * alt text). `place` names the line of an issue: `content/posts/x.md:12`.
 */
export function checkBody(
  body: Node,
  config: Config,
  tokens: TokenTable,
  place: (lines: readonly number[]) => string,
): string[] {
  for (const node of body.walk()) {
    for (const [name, value] of Object.entries(node.attributes)) {
      if (typeof value !== "string") continue;
      node.attributes[name] = resolveTokens(place(node.lines), value, tokens);
    }
  }
  const issues: string[] = [];
  for (const node of body.walk()) {
    for (const [name, value] of Object.entries(node.attributes)) {
      const gap = typeof value === "string" && name !== "src" && fontGap(place(node.lines), value);
      if (gap) issues.push(gap);
    }
  }
  for (const { lines, error } of Markdoc.validate(body, config)) {
    if (error.level === "error" || error.level === "critical") {
      issues.push(`${place(lines)}: ${error.message}`);
    }
  }
  return issues;
}

/**
 * The plain text of a node, e.g. a heading's title for a table of contents or a paragraph the
 * chat answers with: its text and inline code, links as their words, a line break as a space.
 */
export function textOf(node: Node): string {
  const parts: string[] = [];
  for (const child of node.walk()) {
    if (child.type === "softbreak" || child.type === "hardbreak") parts.push(" ");
    else if (
      (child.type === "text" || child.type === "code") &&
      typeof child.attributes.content === "string"
    ) {
      parts.push(child.attributes.content);
    }
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}
