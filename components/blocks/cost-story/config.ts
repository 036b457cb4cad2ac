import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { chosen, sectionWords } from "@/components/blocks/settings";
import { toolFeaturesInFile } from "@/content/tools";

export const costStoryBlock = defineBlock({
  type: "cost-story",
  label: "Cost story",
  description:
    "What the separate tools cost a month, added up beside the lowest plan price (content/tools.yaml).",
  once: true,
  settings: z.object({
    ...sectionWords,
    tools: chosen(toolFeaturesInFile(), "a tool's feature", "content/tools.yaml"),
    calculator: z
      .boolean()
      .default(false)
      .describe(
        "Work out the visitor's own numbers in this section: the savings calculator under the sum (content/calculator.yaml). Leave it off on a page that has a Savings calculator block.",
      ),
  }),
});
