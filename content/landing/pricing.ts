import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import pricingFile from "@/content/landing/pricing.yaml";
import { isoDate } from "@/content/pages/schemas";
import { plans } from "@/content/plans";
import { buildDate } from "@/lib/dates/build-date";
import { datedDue, type DatedEntry } from "@/lib/dates/dated";
import { warnOnce } from "@/lib/content/warn-once";

export const pricingSchema = z.object({
  badge: z.string(),
  heading: z.string(),
  intro: z.string(),
  billingLabel: z.string(),
  monthlyLabel: z.string(),
  annualLabel: z.string(),
  annualBadge: z.string(),
  /** Read to screen readers when the billing period changes; `{prices}` lists the plans. */
  announcement: z.object({
    monthly: z.string().includes("{prices}"),
    annual: z.string().includes("{prices}"),
  }),
  popularBadge: z.string(),
  /**
   * A plan's limited-time feature (content/plans.yaml, `limitedTimeFeature`) is shown with `tag`
   * through `endsOn`; after that day the cards leave it out and the build says so.
   */
  limitedTime: z.object({
    tag: z.string(),
    endsOn: isoDate.describe(
      "The last day of the offer, such as 2027-01-31; after it the cards no longer list it.",
    ),
    ends: z
      .string()
      .includes("{date}", { error: 'write {date} where the last day goes: "Until {date}"' }),
  }),
  /** `{amount}` is the yearly saving of annual billing. */
  annualSaving: z.string().includes("{amount}"),
  billedAnnuallyOnly: z.string(),
  featuresLabel: z.string(),
  /** Under each plan's last button, shown joined by bullets. */
  promises: z.array(z.string()).min(1),
  /** Subject of the e-mail an annual-only plan's button starts; `{plan}` is the plan's name. */
  salesSubject: z.string(),
  allPlansLabel: z.string(),
  guarantee: z.object({
    title: z.string(),
    text: z.string(),
    ticks: z.array(z.string()),
  }),
});

export type PricingContent = z.output<typeof pricingSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const pricingContentIn = defineLocalizedContent(
  "content/landing/pricing.yaml",
  pricingSchema,
  pricingFile,
);

export const pricingContent = pricingContentIn("en");

/** The limited-time offer's end, for checks of what is past or due soon (lib/dates/dated.ts). */
export function limitedTimeEntries(
  endsOn = pricingContent.limitedTime.endsOn,
  planList: readonly { name: string; limitedTimeFeature?: unknown }[] = plans,
): DatedEntry[] {
  const offered = planList.filter((plan) => Boolean(plan.limitedTimeFeature));
  if (offered.length === 0) return [];
  return [
    {
      source: "content/landing/pricing.yaml",
      field: "limitedTime.endsOn",
      what: `limited-time offer on ${offered.map((plan) => plan.name).join(", ")}`,
      lastDay: endsOn,
      afterwards:
        "the pricing cards leave out the plans' limited-time feature (content/plans.yaml)",
      fix: 'Write a later last day in "Ends on" (limitedTime.endsOn), such as 2027-03-31, or empty those plans\' "Limited time feature" (limitedTimeFeature).',
    },
  ];
}

/** Whether the limited-time offer still runs on `today`; the build warns once it has ended. */
export function limitedTimeOpen(today = buildDate()): boolean {
  for (const notice of datedDue(limitedTimeEntries(), today)) warnOnce(notice.message);
  return today <= pricingContent.limitedTime.endsOn;
}
