import { z } from "zod";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import plansFile from "@/content/plans.yaml";
import { localizedData } from "@/lib/content/translation-files";
import { BILLED_MONTHS_PER_YEAR, MONTHS_PER_YEAR } from "@/lib/pricing/pricing";

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
        `In whole dollars. The site shows ${BILLED_MONTHS_PER_YEAR} times it as the annual price (${MONTHS_PER_YEAR - BILLED_MONTHS_PER_YEAR} months free). Leave it empty for a plan sold only by the year.`,
      ),
    /** Typed only for a plan sold by the year; worked out from the monthly price otherwise. */
    annualPrice: z
      .number()
      .int()
      .positive()
      // The editor reads an empty number as null, and leaves it out of the file.
      .nullish()
      .describe(
        "Only for a plan sold only by the year (no monthly price): its price for a year, in whole dollars. Leave it empty for a plan with a monthly price.",
      ),
    features: z
      .array(z.string().min(1))
      .min(1)
      .describe(
        "The card's bullet points. Limits typed here (contacts, e-mails, seats) also sit in Landing: plan table: change both.",
      ),
    popular: z.boolean(),
    cta: z.string().min(1),
    accentColor: z.enum(accentColors).default("emerald"),
  })
  .superRefine((plan, ctx) => {
    const derived = plan.monthlyPrice && plan.monthlyPrice * BILLED_MONTHS_PER_YEAR;
    if (!derived && plan.annualPrice == null) {
      ctx.addIssue({
        code: "custom",
        path: ["annualPrice"],
        message: "a plan without a monthly price is sold by the year: type its annual price",
      });
    }
    // An old file may still hold the derived price; a different one is a mistake.
    if (derived && plan.annualPrice != null && plan.annualPrice !== derived) {
      ctx.addIssue({
        code: "custom",
        path: ["annualPrice"],
        message: `the annual price must be ${BILLED_MONTHS_PER_YEAR} times the monthly price: leave it empty and the site works it out`,
      });
    }
  })
  // A plan is sold by the year exactly when it has no monthly price: one rule, nothing to tick.
  .transform((plan) => ({
    ...plan,
    annualPrice: plan.monthlyPrice
      ? plan.monthlyPrice * BILLED_MONTHS_PER_YEAR
      : (plan.annualPrice ?? 0),
    annualOnly: plan.monthlyPrice === null,
  }));

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
 * (content/define-content.ts); when the file is valid they are the same ids.
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

/**
 * The plans in `locale`: prices, ids and names from the English file, the words (descriptions,
 * features) from its translation.
 * @public for the components that read content in the page's language
 */
export const plansIn = localizedData(
  "content/plans.yaml",
  plansFileSchema,
  plansFile,
  (file, data) =>
    defineContentWithoutTokens(
      file,
      plansFileSchema.transform((read) => read.plans),
      data,
    ),
);
