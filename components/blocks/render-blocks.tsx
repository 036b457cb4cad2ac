import { Fragment, type ComponentType } from "react";
import type { BlockPlace } from "@/components/blocks/define-block";
import type { Block, BlockType } from "@/components/blocks/definitions";
import { CalculatorBlock } from "@/components/blocks/calculator/component";
import { CostStoryBlock } from "@/components/blocks/cost-story/component";
import { FaqBlock } from "@/components/blocks/faq/component";
import { FeaturesBlock } from "@/components/blocks/features/component";
import { FreshApproachBlock } from "@/components/blocks/fresh-approach/component";
import { HeroBlock } from "@/components/blocks/hero/component";
import { IntegrationsBlock } from "@/components/blocks/integrations/component";
import { PlanTableBlock } from "@/components/blocks/plan-table/component";
import { PricingBlock } from "@/components/blocks/pricing/component";
import { RoadmapBlock } from "@/components/blocks/roadmap/component";
import { TrialTimelineBlock } from "@/components/blocks/trial-timeline/component";
import { VaultBlock } from "@/components/blocks/vault/component";
import { WhySwitchBlock } from "@/components/blocks/why-switch/component";
import { SeparateHydration } from "@/components/layout/separate-hydration";

type SettingsOfType<Type extends BlockType> = Extract<Block, { discriminant: Type }>["value"];

/** Each kind of block and the component that draws it. */
const components: {
  [Type in BlockType]: ComponentType<{ settings: SettingsOfType<Type>; place: BlockPlace }>;
} = {
  hero: HeroBlock,
  "why-switch": WhySwitchBlock,
  "plan-table": PlanTableBlock,
  "cost-story": CostStoryBlock,
  features: FeaturesBlock,
  "fresh-approach": FreshApproachBlock,
  "trial-timeline": TrialTimelineBlock,
  vault: VaultBlock,
  calculator: CalculatorBlock,
  roadmap: RoadmapBlock,
  pricing: PricingBlock,
  integrations: IntegrationsBlock,
  faq: FaqBlock,
};

/** Where each block stands: its anchor when it has one, else `block-<position>`. */
export function blockPlaces(
  blocks: readonly Block[],
  page: { path: `/${string}`; chat?: boolean },
): BlockPlace[] {
  return blocks.map((block, index) => {
    const anchor = (block.value as { anchor?: string }).anchor;
    return {
      path: page.path,
      id: anchor ?? `block-${index + 1}`,
      first: index === 0,
      chat: page.chat === true,
    };
  });
}

/**
 * A page's blocks, in order (payloadcms's website template, RenderBlocks). Every block after
 * the first hydrates in a pass of its own, as the landing page's sections did
 * (components/layout/separate-hydration.tsx).
 */
export function RenderBlocks({
  blocks,
  page,
}: {
  blocks: readonly Block[];
  page: { path: `/${string}`; chat?: boolean };
}) {
  const places = blockPlaces(blocks, page);
  return blocks.map((block, index) => {
    const Component = components[block.discriminant] as ComponentType<{
      settings: typeof block.value;
      place: BlockPlace;
    }>;
    const drawn = <Component settings={block.value} place={places[index]!} />;
    return index === 0 ? (
      <Fragment key={index}>{drawn}</Fragment>
    ) : (
      <SeparateHydration key={index}>{drawn}</SeparateHydration>
    );
  });
}
