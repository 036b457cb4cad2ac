import type { BlockProps } from "@/components/blocks/define-block";
import type { pricingBlock } from "@/components/blocks/pricing/config";
import { pick, withWords } from "@/components/blocks/settings";
import { PricingSection } from "@/components/sections/pricing-section";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { pricingContentIn } from "@/content/landing/pricing";
import { plansIn } from "@/content/plans";
import { planComparisonIn } from "@/content/landing/plan-comparison";

export function PricingBlock({ settings, place }: BlockProps<typeof pricingBlock>) {
  const { plans: chosenPlans, comparison, ...words } = settings;
  const { locale } = place;
  const planComparison = planComparisonIn(locale);
  return (
    <PricingSection
      pricing={withWords(pricingContentIn(locale), words)}
      plans={pick(plansIn(locale), (plan) => plan.id, chosenPlans)}
      comparison={comparison ? planComparison : undefined}
      planComparison={planComparison}
      labels={interfaceLabelsIn(locale).blocks}
      newTab={interfaceLabelsIn(locale).newTab}
      locale={locale}
    />
  );
}
