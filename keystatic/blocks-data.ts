import { z } from "zod";
import { blockDefinitions } from "@/components/blocks/definitions";
import { takenNames } from "@/content/block-pages";
import { faqContent } from "@/content/faq";
import { integrationsContent } from "@/content/integrations";
import { featuresContent } from "@/content/landing/features";
import { plans } from "@/content/plans";
import { tools } from "@/content/tools";
import type { JsonSchema } from "@/keystatic/fields-from-schema";

/**
 * One kind of block as the editor offers it: its name, what it is, its settings' JSON Schema,
 * and where a page may hold it (components/blocks/page-rules.ts).
 */
export type BlockKindData = {
  type: string;
  label: string;
  description: string;
  schema: JsonSchema;
  once?: boolean;
  titlesPage?: boolean;
};

export type Choice = { value: string; label: string };

/**
 * What a block's settings may choose among, by setting name (components/blocks/*\/config.ts):
 * the ids the build accepts, with the words a marketer knows them by.
 */
export type BlockChoices = Record<"plans" | "questions" | "tools" | "tabs" | "logos", Choice[]>;

/**
 * Plain JSON (zod's objects are not plain, which a client component's props must be). A text
 * with a form (a pattern, a date) carries the words zod says when it does not have it, as
 * `errorMessage`, so the editor says the build's words (keystatic/fields-from-schema.ts).
 */
export const jsonSchema = (schema: z.ZodType): JsonSchema =>
  JSON.parse(
    JSON.stringify(
      z.toJSONSchema(schema, {
        io: "input",
        unrepresentable: "any",
        override: ({ zodSchema, jsonSchema: json }) => {
          if (json.type !== "string" || !(json.pattern || json.format)) return;
          const issues = z.safeParse(zodSchema, "\u0001").error?.issues ?? [];
          const message = issues.find((issue) => issue.code === "invalid_format")?.message;
          if (message) json.errorMessage = message;
        },
      }),
    ),
  );

/** Never fails: under `next dev` an invalid file must leave the editor open to fix it. */
function safely(choices: () => Choice[]): Choice[] {
  try {
    return choices();
  } catch {
    return [];
  }
}

/** The blocks and their choices, for the editor (keystatic/content-schemas.ts, editorData). */
export function blocksData(): {
  blocks: BlockKindData[];
  blockChoices: BlockChoices;
  takenAddresses: string[];
} {
  return {
    takenAddresses: [...takenNames().keys()],
    blocks: blockDefinitions.map((definition) => ({
      type: definition.type,
      label: definition.label,
      description: definition.description,
      schema: jsonSchema(definition.settings),
      ...(definition.once && { once: true }),
      ...(definition.titlesPage && { titlesPage: true }),
    })),
    blockChoices: {
      plans: safely(() => plans.map((plan) => ({ value: plan.id, label: plan.name }))),
      questions: safely(() =>
        faqContent.items.map((item) => ({ value: item.id, label: item.question })),
      ),
      tools: safely(() => tools.map((tool) => ({ value: tool.feature, label: tool.feature }))),
      tabs: safely(() => featuresContent.tabs.map((tab) => ({ value: tab.id, label: tab.label }))),
      logos: safely(() =>
        integrationsContent.logos.map((logo) => ({ value: logo.name, label: logo.name })),
      ),
    },
  };
}
