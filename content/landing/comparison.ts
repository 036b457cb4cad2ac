import { z } from "zod";
import { defineContent } from "@/content/define-content";
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

export const comparisonContent = defineContent(
  "content/landing/comparison.yaml",
  comparisonSchema,
  comparisonFile,
);
