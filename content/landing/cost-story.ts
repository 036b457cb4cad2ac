import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import costStoryFile from "@/content/landing/cost-story.yaml";

export const costStorySchema = z.object({
  eyebrow: z.string(),
  /** `{total}` is replaced by the computed monthly total of content/tools.ts. */
  heading: z.string().includes("{total}"),
  intro: z.string(),
  listHeading: z.string(),
  totalLabel: z.string(),
  productLabel: z.string(),
  fromLabel: z.string(),
  savingLabel: z.string(),
  note: z.string(),
  cta: z.string(),
});

export type CostStoryContent = z.output<typeof costStorySchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const costStoryContentIn = defineLocalizedContent(
  "content/landing/cost-story.yaml",
  costStorySchema,
  costStoryFile,
);

export const costStoryContent = costStoryContentIn("en");
