/**
 * The savings calculator. Every price and threshold comes in as data, so the
 * island and the tests pass what content/calculator.ts and content/plans.ts define.
 */

/** A price band; `upTo` is the largest contact count it covers, null for "and above". */
export type ContactTier<T> = { upTo: number | null; value: T };

export function tierFor<T>(tiers: readonly ContactTier<T>[], contacts: number): T {
  const tier = tiers.find((entry) => entry.upTo === null || contacts <= entry.upTo);
  if (!tier) throw new Error(`No tier covers ${contacts} contacts`);
  return tier.value;
}

export type PriceItem = { otherToolsPrice: number; pricedByContacts: boolean };

/** Monthly total of every tool the platform replaces: the cost-story headline. */
export function toolsTotal(tools: readonly PriceItem[]): number {
  return tools.reduce((sum, tool) => sum + tool.otherToolsPrice, 0);
}

/** Average monthly price of one replaced tool other than the email tool. */
export function averageOtherToolPrice(tools: readonly PriceItem[]): number {
  const others = tools.filter((tool) => !tool.pricedByContacts);
  if (others.length === 0) throw new Error("No tools besides the email tool");
  return toolsTotal(others) / others.length;
}

type RecommendedPlan = { name: string; monthlyPrice: number };

export type SavingsModel = {
  emailToolPrices: readonly ContactTier<number>[];
  plans: readonly ContactTier<RecommendedPlan>[];
  /** See averageOtherToolPrice. */
  averageToolPrice: number;
  /** A team member's yearly time spent juggling tools, valued in dollars. */
  timeValuePerMember: number;
  /** The share of that time one platform gives back. */
  timeRecoveredShare: number;
};

export type SavingsInput = { contacts: number; teamSize: number; toolsCount: number };

export type SavingsResult = {
  emailToolPrice: number;
  plan: RecommendedPlan;
  /** What the visitor's current tools cost a month: their email tool plus the others. */
  currentToolsCost: number;
  monthlySaving: number;
  timeSavingPerYear: number;
  annualSaving: number;
  /** Whole percent. */
  roiPercent: number;
  /** No setup fee, so any positive monthly saving pays the plan back within its first month. */
  paysBackInFirstMonth: boolean;
};

/**
 * What the visitor's tools cost (their email tool's price for their contacts, plus the average
 * price of each other tool), what the recommended plan saves a month, the time a team gets back
 * a year, and the return on the plan's yearly price: in whole dollars, the precision the
 * calculator shows. The current cost, the monthly saving and the time saved are rounded before
 * they are added up, so the annual saving a visitor reads is exactly 12 times the monthly saving
 * shown plus the time saved shown (the average tool price and Conquer's $499.75 a month would
 * leave it a few dollars off).
 */
export function calculateSavings(input: SavingsInput, model: SavingsModel): SavingsResult {
  const emailToolPrice = tierFor(model.emailToolPrices, input.contacts);
  const plan = tierFor(model.plans, input.contacts);
  const currentToolsCost = Math.round(
    emailToolPrice + (input.toolsCount - 1) * model.averageToolPrice,
  );
  const monthlySaving = Math.round(currentToolsCost - plan.monthlyPrice);
  const timeSavingPerYear = Math.round(
    input.teamSize * model.timeValuePerMember * model.timeRecoveredShare,
  );
  const annualSaving = 12 * monthlySaving + timeSavingPerYear;
  const yearlyPlanCost = 12 * plan.monthlyPrice;
  const roiPercent = Math.round(((annualSaving - yearlyPlanCost) / yearlyPlanCost) * 100);
  return {
    emailToolPrice,
    plan,
    currentToolsCost,
    monthlySaving,
    timeSavingPerYear,
    annualSaving,
    roiPercent,
    paysBackInFirstMonth: monthlySaving > 0,
  };
}
