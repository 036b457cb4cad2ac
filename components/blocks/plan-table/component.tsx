import type { BlockProps } from "@/components/blocks/define-block";
import type { planTableBlock } from "@/components/blocks/plan-table/config";
import { pick, withWords } from "@/components/blocks/settings";
import { PlanTableSection } from "@/components/sections/plan-table-section";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { planComparisonIn } from "@/content/landing/plan-comparison";
import { plansIn } from "@/content/plans";

export function PlanTableBlock({ settings, place }: BlockProps<typeof planTableBlock>) {
  const { plans: chosenPlans, ...words } = settings;
  const { locale } = place;
  return (
    <PlanTableSection
      planComparison={withWords(planComparisonIn(locale), words)}
      plans={pick(plansIn(locale), (plan) => plan.id, chosenPlans)}
      labels={interfaceLabelsIn(locale).blocks}
      locale={locale}
    />
  );
}
