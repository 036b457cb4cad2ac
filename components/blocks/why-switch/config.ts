import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const whySwitchBlock = defineBlock({
  type: "why-switch",
  label: "Why switch",
  description: "Other platforms beside ours, point by point (the landing page's second section).",
  once: true,
  settings: z.object({
    ...sectionWords,
    principles: z
      .boolean()
      .default(false)
      .describe(
        "Tell our side with the fresh approach's four pillars and close with its quote (content/landing/fresh-approach.yaml). Leave it off on a page that has a Fresh approach block.",
      ),
  }),
});
