import { z } from "zod";
import { localizedData } from "@/lib/content/translation-files";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import toolsFile from "@/content/tools.yaml";

const toolSchema = z.object({
  feature: z.string().min(1),
  /** Well-known tools a business typically pays for to get this feature. */
  replacedTools: z.array(z.string().min(1)).min(1),
  /** Typical monthly price of those tools for a small team, in US dollars. */
  otherToolsPrice: z.number().int().positive(),
  /** The email tool's price depends on list size; the calculator reprices it by contacts. */
  pricedByContacts: z.boolean().default(false),
});

export type Tool = z.infer<typeof toolSchema>;

export const toolsFileSchema = z.object({
  tools: z
    .array(toolSchema)
    .refine((tools) => tools.filter((tool) => tool.pricedByContacts).length === 1, {
      message: "exactly one tool (the email tool) is priced by contacts",
    }),
});

/**
 * What the platform replaces and what those tools cost: the cost story and the calculator.
 * No tokens: `{{tools.total}}` and `{{tools.funnelPrice}}` are made from this file. In each
 * language its translation's words over the English prices, tool for tool in the same order.
 */
export const toolsIn = localizedData(
  "content/tools.yaml",
  toolsFileSchema,
  toolsFile,
  (file, data) =>
    defineContentWithoutTokens(
      file,
      toolsFileSchema.transform((read) => read.tools),
      data,
    ),
);

export const tools = toolsIn("en");

/**
 * The tools' features as content/tools.yaml writes them, by which pages choose tools: read from
 * the file, as planIdsInFile is, so the editor's forms work while the file is invalid.
 */
export function toolFeaturesInFile(): string[] {
  const entries: unknown = (toolsFile as { tools?: unknown }).tools;
  return Array.isArray(entries)
    ? entries.flatMap((entry) =>
        typeof entry?.feature === "string" ? [entry.feature as string] : [],
      )
    : [];
}
