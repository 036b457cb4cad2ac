import { z } from "zod";
import type { BlockDefinition } from "@/components/blocks/define-block";
import { buttonsBlock } from "@/components/blocks/buttons/config";
import { calculatorBlock } from "@/components/blocks/calculator/config";
import { comparisonTableBlock } from "@/components/blocks/comparison-table/config";
import { contactFormBlock } from "@/components/blocks/contact-form/config";
import { costStoryBlock } from "@/components/blocks/cost-story/config";
import { ctaBandBlock } from "@/components/blocks/cta-band/config";
import { eventBlock } from "@/components/blocks/event/config";
import { faqBlock } from "@/components/blocks/faq/config";
import { featureGridBlock } from "@/components/blocks/feature-grid/config";
import { featuresBlock } from "@/components/blocks/features/config";
import { freshApproachBlock } from "@/components/blocks/fresh-approach/config";
import { heroBlock } from "@/components/blocks/hero/config";
import { imageTextBlock } from "@/components/blocks/image-text/config";
import { integrationsBlock } from "@/components/blocks/integrations/config";
import { logoStripBlock } from "@/components/blocks/logo-strip/config";
import { migrationBlock } from "@/components/blocks/migration/config";
import { newsletterBlock } from "@/components/blocks/newsletter/config";
import { pageHeaderBlock } from "@/components/blocks/page-header/config";
import { planTableBlock } from "@/components/blocks/plan-table/config";
import { pricingBlock } from "@/components/blocks/pricing/config";
import { quoteBlock } from "@/components/blocks/quote/config";
import { richTextBlock } from "@/components/blocks/rich-text/config";
import { roadmapBlock } from "@/components/blocks/roadmap/config";
import { statsBlock } from "@/components/blocks/stats/config";
import { trialTimelineBlock } from "@/components/blocks/trial-timeline/config";
import { vaultBlock } from "@/components/blocks/vault/config";
import { whySwitchBlock } from "@/components/blocks/why-switch/config";

/**
 * Every kind of block a page can hold, in the order the editor offers them. Their settings'
 * schemas, without React: content/block-pages.ts checks pages with them and the editor builds
 * its forms from them (keystatic/blocks-data.ts). How to add a kind: components/blocks/README.md.
 */
export const blockDefinitions = [
  pageHeaderBlock,
  heroBlock,
  richTextBlock,
  featureGridBlock,
  statsBlock,
  quoteBlock,
  imageTextBlock,
  comparisonTableBlock,
  migrationBlock,
  ctaBandBlock,
  pricingBlock,
  faqBlock,
  calculatorBlock,
  logoStripBlock,
  contactFormBlock,
  newsletterBlock,
  eventBlock,
  whySwitchBlock,
  planTableBlock,
  costStoryBlock,
  featuresBlock,
  freshApproachBlock,
  trialTimelineBlock,
  vaultBlock,
  roadmapBlock,
  integrationsBlock,
  buttonsBlock,
] as const;

type Definitions = typeof blockDefinitions;
export type BlockType = Definitions[number]["type"];

type EntrySchema<Definition> =
  Definition extends BlockDefinition<infer Type, infer Settings>
    ? z.ZodObject<{ discriminant: z.ZodLiteral<Type>; value: Settings }>
    : never;
type EntrySchemas<List extends readonly unknown[]> = {
  -readonly [K in keyof List]: EntrySchema<List[K]>;
};

/**
 * A block as a page's file holds it, in the form Keystatic's blocks field writes:
 * `{ discriminant: faq, value: { questions: [free-trial] } }`.
 */
export const blockSchema = z.discriminatedUnion(
  "discriminant",
  blockDefinitions.map((definition) =>
    z.object({ discriminant: z.literal(definition.type), value: definition.settings }),
  ) as unknown as EntrySchemas<Definitions>,
  {
    error: (issue) =>
      issue.code === "invalid_union"
        ? `the block's kind must be one of: ${blockDefinitions.map((definition) => definition.type).join(", ")}`
        : undefined,
  },
);

export type Block = z.output<typeof blockSchema>;

export function blockDefinition(type: BlockType): BlockDefinition {
  const definition = blockDefinitions.find((entry) => entry.type === type);
  if (!definition) throw new Error(`no block of kind "${type}"`);
  return definition as BlockDefinition;
}
