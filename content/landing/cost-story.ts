import { z } from "zod";
import { defineContent } from "@/content/define-content";
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

export const costStoryContent = defineContent(
  "content/landing/cost-story.yaml",
  costStorySchema,
  costStoryFile,
);
