import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { chosen, sectionWords } from "@/components/blocks/settings";
import { planIdsInFile } from "@/content/plans";

export const planTableBlock = defineBlock({
  type: "plan-table",
  label: "Plan table",
  description:
    "Every plan side by side, feature by feature (content/landing/plan-comparison.yaml).",
  once: true,
  settings: z.object({
    ...sectionWords,
    plans: chosen(planIdsInFile(), "a plan", "content/plans.yaml"),
  }),
});
