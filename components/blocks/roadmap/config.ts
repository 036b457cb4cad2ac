import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const roadmapBlock = defineBlock({
  type: "roadmap",
  label: "Roadmap",
  description:
    "What shipped lately and what is being built, each dated as the build day allows (content/roadmap.yaml).",
  once: true,
  settings: z.object({
    ...sectionWords,
    heading: sectionWords.heading.describe(
      "Leave empty for the roadmap's own title, which follows what is shown (shipped, next or both).",
    ),
  }),
});
