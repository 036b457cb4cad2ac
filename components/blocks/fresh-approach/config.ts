import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const freshApproachBlock = defineBlock({
  type: "fresh-approach",
  label: "Fresh approach",
  description: "Four pillars and a quote on a dark band.",
  once: true,
  settings: z.object(sectionWords),
});
