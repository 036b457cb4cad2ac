import { z } from "zod";
import { defineContent } from "@/content/define";
import planComparisonFile from "@/content/landing/plan-comparison.yaml";
import { siteTokens } from "@/content/tokens";
import { resolveTokens } from "@/lib/content/tokens";
import { planIdsInFile } from "@/content/plans";

const planIds = planIdsInFile();
const cell = z.union([z.string().min(1), z.boolean()]);

const rowSchema = z.object({
  feature: z.string(),
  values: z
    .record(z.string(), cell)
    .refine(
      (values) =>
        planIds.every((id) => id in values) &&
        Object.keys(values).every((id) => planIds.includes(id)),
      { message: `needs exactly one value per plan: ${planIds.join(", ")}` },
    ),
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

/** SPEC section 9, "Plan limits". Columns (name, price, colour) come from content/plans.yaml. */
export const planComparison = defineContent(
  "content/landing/plan-comparison.yaml",
  planComparisonSchema,
  () => resolveTokens("content/landing/plan-comparison.yaml", planComparisonFile, siteTokens),
);
