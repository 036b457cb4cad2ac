import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const trialTimelineBlock = defineBlock({
  type: "trial-timeline",
  label: "Trial timeline",
  description: "What happens on day 1, 3, 7 and 14 of the free trial, with the trial button.",
  once: true,
  settings: z.object({
    ...sectionWords,
    vault: z
      .boolean()
      .default(false)
      .describe(
        "Show the template vault's three steps in this section, under the days (content/landing/vault.yaml). Leave it off on a page that has a Template vault block.",
      ),
  }),
});
