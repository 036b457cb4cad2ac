import type { BlockProps } from "@/components/blocks/define-block";
import type { planTableBlock } from "@/components/blocks/plan-table/config";
import { pick, withWords } from "@/components/blocks/settings";
import { PlanTableSection } from "@/components/sections/plan-table-section";
import { planComparison } from "@/content/landing/plan-comparison";
import { plans } from "@/content/plans";

export function PlanTableBlock({ settings }: BlockProps<typeof planTableBlock>) {
  const { plans: chosenPlans, ...words } = settings;
  return (
    <PlanTableSection
      planComparison={withWords(planComparison, words)}
      plans={pick(plans, (plan) => plan.id, chosenPlans)}
    />
  );
}
