import { z } from "zod";
import { defineContentWithoutTokens } from "@/lib/content/define";
import plansFile from "@/content/plans.yaml";
import { BILLED_MONTHS_PER_YEAR, MONTHS_PER_YEAR } from "@/lib/pricing";

const accentColors = ["emerald", "accent", "amber", "rose"] as const;
export type AccentColor = (typeof accentColors)[number];

const planSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z]+$/, "write lower-case letters only, such as growth")
      .describe("Other files name the plan by this (plan table, calculator): change it there too."),
    name: z.string().min(1),
    description: z.string().min(1),
    /** Left out (or null) for a plan sold only by the year; the editor leaves it out. */
    monthlyPrice: z
      .number()
      .int()
      .positive()
      .nullable()
      .default(null)
      .describe(
        `In whole dollars. Leave empty for a plan sold only by the year (and tick Annual only).`,
      ),
    annualPrice: z
      .number()
      .int()
      .positive()
      .describe(
        `${BILLED_MONTHS_PER_YEAR} times the monthly price (${MONTHS_PER_YEAR - BILLED_MONTHS_PER_YEAR} months free); the site will not build otherwise.`,
      ),
    features: z
      .array(z.string().min(1))
      .min(1)
      .describe(
        "The card's bullet points. Limits typed here (contacts, e-mails, seats) also sit in Landing: plan table: change both.",
      ),
    popular: z.boolean(),
    cta: z.string().min(1),
    annualOnly: z.boolean(),
    accentColor: z.enum(accentColors).default("emerald"),
  })
  .refine((plan) => plan.annualOnly === (plan.monthlyPrice === null), {
    message: "an annual-only plan has no monthly price, and every other plan has one",
    path: ["monthlyPrice"],
  })
  .refine(
    (plan) =>
      plan.monthlyPrice === null || plan.annualPrice === plan.monthlyPrice * BILLED_MONTHS_PER_YEAR,
    {
      message: `the annual price must be ${BILLED_MONTHS_PER_YEAR} times the monthly price`,
      path: ["annualPrice"],
    },
  );

export type Plan = z.infer<typeof planSchema>;

export const plansFileSchema = z.object({
  plans: z
    .array(planSchema)
    // Every price on the site derives from the plans; a page without one has nothing to show.
    .min(1)
    .refine((plans) => plans.filter((plan) => plan.popular).length <= 1, {
      message: "at most one plan can be the most popular",
    })
    .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, {
      message: "plan ids must be unique",
    }),
});

/**
 * The plan ids as content/plans.yaml writes them, for the schemas that name a plan (the
 * calculator's tiers, the plan table's columns). Read from the file rather than from `plans`, so
 * that under `next dev` an invalid plans file leaves the editor's forms for those working
 * (content/define.ts); when the file is valid they are the same ids.
 */
export function planIdsInFile(): [string, ...string[]] {
  const entries: unknown = (plansFile as { plans?: unknown }).plans;
  const ids = Array.isArray(entries)
    ? entries.flatMap((entry) => (typeof entry?.id === "string" ? [entry.id as string] : []))
    : [];
  return ids as [string, ...string[]];
}

/**
 * The one source of every price on the site: cards, table, FAQ, chat, calculator, JSON-LD.
 * No tokens: the price and plan tokens are made from this file (content/tokens.ts).
 */
export const plans = defineContentWithoutTokens(
  "content/plans.yaml",
  plansFileSchema.transform((file) => file.plans),
  plansFile,
);
