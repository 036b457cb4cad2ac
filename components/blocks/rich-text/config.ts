import Markdoc from "@markdoc/markdoc";
import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor } from "@/components/blocks/settings";
import { siteTokens } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { ContentError } from "@/lib/content/errors";
import { checkBody } from "@/lib/content/markdown";

/** A rich text's issues (an unknown token, a link that goes nowhere...), by line. */
function richTextIssues(text: string): string[] {
  try {
    return checkBody(Markdoc.parse(text), articleConfig, siteTokens, (lines) =>
      lines[0] === undefined ? "the text" : `line ${lines[0] + 1} of the text`,
    );
  } catch (error) {
    if (error instanceof ContentError) return [error.message.replace(/^.*\n\s*- /, "")];
    throw error;
  }
}

export const richTextBlock = defineBlock({
  type: "rich-text",
  label: "Rich text",
  description:
    "Headings, paragraphs, lists, links, quotes and images, written as in a blog post (Markdoc).",
  markdoc: ["body"],
  settings: z.object({
    anchor,
    body: z
      .string()
      .min(1)
      .superRefine((text, context) => {
        for (const message of richTextIssues(text)) context.addIssue({ code: "custom", message });
      })
      .describe("The text: ## for a heading, - for a list, [words](/page) for a link."),
  }),
});
