import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import freshApproachFile from "@/content/landing/fresh-approach.yaml";
import { iconName } from "@/content/icons";

export const freshApproachSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  pillars: z.array(z.object({ icon: iconName, title: z.string(), text: z.string() })).min(1),
  quote: z.object({ text: z.string(), attribution: z.string() }),
});

export type FreshApproachContent = z.output<typeof freshApproachSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const freshApproachContentIn = defineLocalizedContent(
  "content/landing/fresh-approach.yaml",
  freshApproachSchema,
  freshApproachFile,
);

export const freshApproachContent = freshApproachContentIn("en");
