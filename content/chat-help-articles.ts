import { z } from "zod";
import { siteTokens } from "@/content/tokens";
import { articleConfig } from "@/lib/content/article";
import { readCollection } from "@/lib/content/collection";

/**
 * The help articles the chat answers from, read from `content/help/*.md`. Stand-in until
 * `content/help.ts` (the help center's own module) lands: then the chat imports its articles
 * instead, and this file goes.
 */
const helpFrontmatter = z.looseObject({
  title: z.string().min(1),
  description: z.string().min(1),
  category: z.string().min(1),
  draft: z.boolean().optional(),
});

export const helpArticles = readCollection({
  directory: "content/help",
  schema: helpFrontmatter,
  config: articleConfig,
  tokens: siteTokens,
});
