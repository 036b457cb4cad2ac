import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import comparisonFile from "@/content/landing/comparison.yaml";

const columnSchema = z.object({
  title: z.string(),
  summary: z.string(),
  points: z.array(z.string()),
});

export const comparisonSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  others: columnSchema,
  product: columnSchema,
});

export type ComparisonContent = z.output<typeof comparisonSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const comparisonContentIn = defineLocalizedContent(
  "content/landing/comparison.yaml",
  comparisonSchema,
  comparisonFile,
);

export const comparisonContent = comparisonContentIn("en");
