/** Pricing rules shared by the plan cards, the comparison table, the FAQ, the chat and JSON-LD. */

/** The billing periods, in the toggle's order. */
export const billingPeriods = ["monthly", "annual"] as const;

export type Billing = (typeof billingPeriods)[number];

/** True for a stored or typed value that names a billing period. */
export function isBilling(value: unknown): value is Billing {
  return billingPeriods.some((period) => period === value);
}

type Period = "month" | "year";

export const MONTHS_PER_YEAR = 12;
/** Annual billing charges this many months of the monthly price: two months free. */
export const BILLED_MONTHS_PER_YEAR = 10;

/** The price fields of a plan (content/plans.ts), so islands can use these rules without zod. */
export type PlanPrice = {
  monthlyPrice: number | null;
  annualPrice: number;
  annualOnly: boolean;
};

export type DisplayPrice = { amount: number; period: Period };

/** What a plan card shows: annual-only plans always show their yearly price. */
export function displayPrice(plan: PlanPrice, billing: Billing): DisplayPrice {
  if (plan.annualOnly || plan.monthlyPrice === null || billing === "annual") {
    return { amount: plan.annualPrice, period: "year" };
  }
  return { amount: plan.monthlyPrice, period: "month" };
}

/** The yearly saving of annual billing (12 minus 10 months of the monthly price), if any. */
export function annualSaving(plan: PlanPrice): number | null {
  if (plan.annualOnly || plan.monthlyPrice === null) return null;
  return (MONTHS_PER_YEAR - BILLED_MONTHS_PER_YEAR) * plan.monthlyPrice;
}

/** Monthly cost of a plan; an annual-only plan costs its yearly price spread over 12 months. */
export function monthlyEquivalent(plan: PlanPrice): number {
  return plan.monthlyPrice ?? plan.annualPrice / MONTHS_PER_YEAR;
}

/** The "plans start at" price: the lowest monthly price of any plan. */
export function lowestMonthlyPrice(plans: readonly PlanPrice[]): number {
  const prices = plans.flatMap((plan) => (plan.monthlyPrice === null ? [] : [plan.monthlyPrice]));
  if (prices.length === 0) throw new Error("No plan has a monthly price");
  return Math.min(...prices);
}

export type PlanFeature = { label: string; limitedTime: boolean };

/**
 * The features a plan card lists, as its content writes them: first the one offered for a
 * limited time (`limitedTimeFeature`), only while the offer runs (`offerOpen`, judged on the build
 * date by the caller), then the others.
 */
export function listedFeatures(
  plan: { features: readonly string[]; limitedTimeFeature?: string | undefined },
  offerOpen: boolean,
): PlanFeature[] {
  const offered =
    plan.limitedTimeFeature && offerOpen
      ? [{ label: plan.limitedTimeFeature, limitedTime: true }]
      : [];
  return [...offered, ...plan.features.map((label) => ({ label, limitedTime: false }))];
}

/**
 * The trial sign-up link for a plan: the configured sign-up URL with `plan=<id>` and the billing
 * period the visitor chose (`billing=monthly|annual`) added.
 */
export function planSignupUrl(signupUrl: string, planId: string, billing: Billing): string {
  const url = new URL(signupUrl);
  url.searchParams.set("plan", planId);
  url.searchParams.set("billing", billing);
  return url.toString();
}
