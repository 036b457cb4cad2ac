import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import planComparisonFile from "@/content/landing/plan-comparison.yaml";
import { planIdsInFile } from "@/content/plans";

const planIds = planIdsInFile();

/** What a marketer types for a tick or a dash in the table (any case). */
const CELL_KEYWORDS = { yes: true, no: false } as const;

/**
 * A cell as typed in the file and the editor: a value ("10K", "Unlimited"), or `yes` / `no`,
 * which the table shows as a tick or a dash. Plain text, so the editor has a field for it.
 */
const cell = z
  .string()
  .min(1)
  .describe("A value such as 10K or Unlimited; yes for a tick, no for a dash.")
  .transform((value): string | boolean => {
    const keyword = value.trim().toLowerCase();
    return keyword in CELL_KEYWORDS ? CELL_KEYWORDS[keyword as keyof typeof CELL_KEYWORDS] : value;
  });

const rowSchema = z.object({
  feature: z.string(),
  // One value per plan of content/plans.yaml, keyed by its id: the editor shows a field for each.
  values: z.record(z.enum(planIds), cell),
});

export const planComparisonSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  caption: z.string(),
  scrollHint: z.string(),
  featureColumn: z.string(),
  /** Read by screen readers for a tick and a dash in the table. */
  included: z.string(),
  notIncluded: z.string(),
  groups: z.array(z.object({ category: z.string(), rows: z.array(rowSchema).min(1) })).min(1),
});

export type ComparisonCell = z.infer<typeof cell>;

/** The landing page's plan limits table: its rows; the columns (name, price, colour) come from content/plans.yaml. */
export type PlanComparisonContent = z.output<typeof planComparisonSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const planComparisonIn = defineLocalizedContent(
  "content/landing/plan-comparison.yaml",
  planComparisonSchema,
  planComparisonFile,
);

export const planComparison = planComparisonIn("en");
