import { Activity, Fragment, type ComponentType } from "react";
import type { BlockPlace } from "@/components/blocks/define-block";
import type { ContentLocale } from "@/lib/content/content-locales";
import { ContentMistakeGuard } from "@/components/content-mistake/content-mistake-guard";
import type { Block, BlockType } from "@/components/blocks/definitions";
import { ButtonsBlock } from "@/components/blocks/buttons/component";
import { CalculatorBlock } from "@/components/blocks/calculator/component";
import { ComparisonTableBlock } from "@/components/blocks/comparison-table/component";
import { ContactFormBlock } from "@/components/blocks/contact-form/component";
import { CostStoryBlock } from "@/components/blocks/cost-story/component";
import { CtaBandBlock } from "@/components/blocks/cta-band/component";
import { EventBlock } from "@/components/blocks/event/component";
import { FaqBlock } from "@/components/blocks/faq/component";
import { FeatureGridBlock } from "@/components/blocks/feature-grid/component";
import { FeaturesBlock } from "@/components/blocks/features/component";
import { FreshApproachBlock } from "@/components/blocks/fresh-approach/component";
import { HeroBlock } from "@/components/blocks/hero/component";
import { ImageTextBlock } from "@/components/blocks/image-text/component";
import { IntegrationsBlock } from "@/components/blocks/integrations/component";
import { LogoStripBlock } from "@/components/blocks/logo-strip/component";
import { MigrationBlock } from "@/components/blocks/migration/component";
import { NewsletterBlock } from "@/components/blocks/newsletter/component";
import { PageHeaderBlock } from "@/components/blocks/page-header/component";
import { PlanTableBlock } from "@/components/blocks/plan-table/component";
import { PricingBlock } from "@/components/blocks/pricing/component";
import { QuoteBlock } from "@/components/blocks/quote/component";
import { RichTextBlock } from "@/components/blocks/rich-text/component";
import { RoadmapBlock } from "@/components/blocks/roadmap/component";
import { StatsBlock } from "@/components/blocks/stats/component";
import { TrialTimelineBlock } from "@/components/blocks/trial-timeline/component";
import { VaultBlock } from "@/components/blocks/vault/component";
import { WhySwitchBlock } from "@/components/blocks/why-switch/component";

type SettingsOfType<Type extends BlockType> = Extract<Block, { discriminant: Type }>["value"];

/**
 * Each kind of block and the component that draws it: a kind registered in definitions.ts and
 * missing here fails the typecheck, naming it.
 */
export const blockComponents: {
  [Type in BlockType]: ComponentType<{ settings: SettingsOfType<Type>; place: BlockPlace }>;
} = {
  "page-header": PageHeaderBlock,
  hero: HeroBlock,
  "rich-text": RichTextBlock,
  "feature-grid": FeatureGridBlock,
  stats: StatsBlock,
  quote: QuoteBlock,
  "image-text": ImageTextBlock,
  "comparison-table": ComparisonTableBlock,
  migration: MigrationBlock,
  "cta-band": CtaBandBlock,
  pricing: PricingBlock,
  faq: FaqBlock,
  calculator: CalculatorBlock,
  "logo-strip": LogoStripBlock,
  "contact-form": ContactFormBlock,
  newsletter: NewsletterBlock,
  event: EventBlock,
  "why-switch": WhySwitchBlock,
  "plan-table": PlanTableBlock,
  "cost-story": CostStoryBlock,
  features: FeaturesBlock,
  "fresh-approach": FreshApproachBlock,
  "trial-timeline": TrialTimelineBlock,
  vault: VaultBlock,
  roadmap: RoadmapBlock,
  integrations: IntegrationsBlock,
  buttons: ButtonsBlock,
};

/** Where each block stands: its anchor when it has one, else `block-<position>`. */
export function blockPlaces(
  blocks: readonly Block[],
  page: { path: `/${string}`; chat?: boolean; locale: ContentLocale },
): BlockPlace[] {
  return blocks.map((block, index) => {
    const anchor = (block.value as { anchor?: string }).anchor;
    return {
      path: page.path,
      id: anchor ?? `block-${index + 1}`,
      first: index === 0,
      chat: page.chat === true,
      locale: page.locale,
    };
  });
}

/**
 * A page's blocks, in order (payloadcms's website template, RenderBlocks). Every block after
 * the first is a React `<Activity>`: it hydrates in a pass of its own, in slices that leave the
 * main thread free, and a click hydrates its block at once; what is painted does not change
 * (shorter long tasks on `/`, docs/performance.md).
 */
export function RenderBlocks({
  blocks,
  page,
}: {
  blocks: readonly Block[];
  page: { path: `/${string}`; chat?: boolean; locale: ContentLocale };
}) {
  const places = blockPlaces(blocks, page);
  return blocks.map((block, index) => {
    const Component = blockComponents[block.discriminant] as ComponentType<{
      settings: typeof block.value;
      place: BlockPlace;
    }>;
    const drawn = (
      <ContentMistakeGuard scope="block">
        <Component settings={block.value} place={places[index]!} />
      </ContentMistakeGuard>
    );
    return index === 0 ? (
      <Fragment key={index}>{drawn}</Fragment>
    ) : (
      <Activity key={index}>{drawn}</Activity>
    );
  });
}
