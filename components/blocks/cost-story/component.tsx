import type { BlockProps } from "@/components/blocks/define-block";
import type { costStoryBlock } from "@/components/blocks/cost-story/config";
import { pick, withWords } from "@/components/blocks/settings";
import { CostStorySection } from "@/components/sections/cost-story-section";
import { costStoryContent } from "@/content/landing/cost-story";
import { tools } from "@/content/tools";
import { calculatorContent } from "@/content/calculator";

export function CostStoryBlock({ settings }: BlockProps<typeof costStoryBlock>) {
  const { tools: chosenTools, calculator, ...words } = settings;
  return (
    <CostStorySection
      story={withWords(costStoryContent, words)}
      tools={pick(tools, (tool) => tool.feature, chosenTools)}
      calculator={calculator ? calculatorContent : undefined}
    />
  );
}
