import { z } from "zod";
import type { BlockDefinition } from "@/components/blocks/define-block";
import { calculatorBlock } from "@/components/blocks/calculator/config";
import { costStoryBlock } from "@/components/blocks/cost-story/config";
import { faqBlock } from "@/components/blocks/faq/config";
import { featuresBlock } from "@/components/blocks/features/config";
import { freshApproachBlock } from "@/components/blocks/fresh-approach/config";
import { heroBlock } from "@/components/blocks/hero/config";
import { integrationsBlock } from "@/components/blocks/integrations/config";
import { planTableBlock } from "@/components/blocks/plan-table/config";
import { pricingBlock } from "@/components/blocks/pricing/config";
import { roadmapBlock } from "@/components/blocks/roadmap/config";
import { trialTimelineBlock } from "@/components/blocks/trial-timeline/config";
import { vaultBlock } from "@/components/blocks/vault/config";
import { whySwitchBlock } from "@/components/blocks/why-switch/config";

/**
 * Every kind of block a page can hold, in the order the editor offers them. Their settings'
 * schemas, without React: content/block-pages.ts checks pages with them and the editor builds
 * its forms from them (keystatic/blocks.ts).
 */
export const blockDefinitions = [
  heroBlock,
  whySwitchBlock,
  planTableBlock,
  costStoryBlock,
  featuresBlock,
  freshApproachBlock,
  trialTimelineBlock,
  vaultBlock,
  calculatorBlock,
  roadmapBlock,
  pricingBlock,
  integrationsBlock,
  faqBlock,
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
