import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { titledSettings } from "@/components/blocks/settings";

export const comparisonTableBlock = defineBlock({
  type: "comparison-table",
  label: "Comparison table",
  description:
    "Our platform beside a named competitor, row by row. Say only what content/ already states (a price as a token, {{tools.funnelPrice}}), and name the source under the table.",
  settings: z.object({
    ...titledSettings(),
    competitor: z.string().min(1).describe("The competitor's name, the third column's title."),
    rows: z
      .array(
        z.object({
          feature: z.string().min(1).describe("What the row compares."),
          ours: z.string().min(1).describe("What we offer."),
          theirs: z.string().min(1).describe("What the competitor offers, as content/ states it."),
        }),
      )
      .min(1),
    note: z
      .string()
      .min(1)
      .describe("Where the figures come from, under the table: our FAQ, our price list..."),
  }),
});
