import type { BlockProps } from "@/components/blocks/define-block";
import type { costStoryBlock } from "@/components/blocks/cost-story/config";
import { pickIn, withWords } from "@/components/blocks/settings";
import { CostStorySection } from "@/components/sections/cost-story-section";
import { costStoryContentIn } from "@/content/landing/cost-story";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { plansIn } from "@/content/plans";
import { tools, toolsIn } from "@/content/tools";
import { calculatorContentIn } from "@/content/calculator";

export function CostStoryBlock({ settings, place }: BlockProps<typeof costStoryBlock>) {
  const { tools: chosenTools, calculator, ...words } = settings;
  const { locale } = place;
  return (
    <CostStorySection
      story={withWords(costStoryContentIn(locale), words)}
      // A page names its tools by their English feature; the translation's stand at the same places.
      tools={pickIn(tools, toolsIn(locale), (tool) => tool.feature, chosenTools)}
      plans={plansIn(locale)}
      calculator={calculator ? calculatorContentIn(locale) : undefined}
      perMonthLabel={interfaceLabelsIn(locale).blocks.perMonthShort}
      labelled={interfaceLabelsIn(locale).blocks.labelled}
      locale={locale}
    />
  );
}
