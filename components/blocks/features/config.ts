import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { chosen, sectionWords } from "@/components/blocks/settings";
import { featureTabIds } from "@/content/landing/features";

export const featuresBlock = defineBlock({
  type: "features",
  label: "Feature tabs",
  description:
    "The platform's features in tabs, each with its mock-up (content/landing/features.yaml).",
  once: true,
  settings: z.object({
    ...sectionWords,
    tabs: chosen(featureTabIds, "a feature tab", "content/landing/features.yaml"),
  }),
});
