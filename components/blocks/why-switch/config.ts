import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const whySwitchBlock = defineBlock({
  type: "why-switch",
  label: "Why switch",
  description: "Other platforms beside ours, point by point (the landing page's second section).",
  once: true,
  settings: z.object(sectionWords),
});
