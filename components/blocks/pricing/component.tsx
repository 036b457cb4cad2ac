import type { BlockProps } from "@/components/blocks/define-block";
import type { pricingBlock } from "@/components/blocks/pricing/config";
import { pick, withWords } from "@/components/blocks/settings";
import { PricingSection } from "@/components/sections/pricing-section";
import { pricingContent } from "@/content/landing/pricing";
import { plans } from "@/content/plans";
import { planComparison } from "@/content/landing/plan-comparison";

export function PricingBlock({ settings }: BlockProps<typeof pricingBlock>) {
  const { plans: chosenPlans, comparison, ...words } = settings;
  return (
    <PricingSection
      pricing={withWords(pricingContent, words)}
      plans={pick(plans, (plan) => plan.id, chosenPlans)}
      comparison={comparison ? planComparison : undefined}
    />
  );
}
