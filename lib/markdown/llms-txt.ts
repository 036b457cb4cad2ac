import { escapeMarkdown } from "@/lib/markdown/to-markdown";

/** A link of an llms.txt section: `- [title](url): description`. */
export type LlmsLink = { title: string; url: string; description?: string };

export type LlmsTxt = {
  /** The site's name: the file's one H1. */
  title: string;
  /** What the site is, in a sentence: the blockquote under the title. */
  summary: string;
  /** More about it, as a paragraph (no headings: llms.txt allows none before the sections). */
  details?: string;
  /** The H2 sections of links; an empty one is left out. */
  sections: { title: string; links: LlmsLink[] }[];
};

/** One line of text: the file is read line by line, so a line break inside one would split it. */
const line = (text: string) => escapeMarkdown(text.replace(/\s+/g, " ").trim());

/**
 * An llms.txt as llmstxt.org specifies it: an H1 with the site's name, a blockquote summary,
 * optional paragraphs, then H2 sections whose items are Markdown links, each followed by `: `
 * and a note when there is one.
 */
export function llmsTxt({ title, summary, details, sections }: LlmsTxt): string {
  const parts = [`# ${line(title)}`, `> ${line(summary)}`];
  if (details) parts.push(line(details));
  for (const section of sections) {
    if (section.links.length === 0) continue;
    const links = section.links.map(
      ({ title: name, url, description }) =>
        `- [${line(name)}](${url})${description ? `: ${line(description)}` : ""}`,
    );
    parts.push(`## ${line(section.title)}\n\n${links.join("\n")}`);
  }
  return `${parts.join("\n\n")}\n`;
}
