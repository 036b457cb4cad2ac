import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { titledSettings } from "@/components/blocks/settings";

export const migrationBlock = defineBlock({
  type: "migration",
  label: "Migration view",
  description:
    "A funnel moved from another tool, drawn as the funnel builder shows it: each page imported, what came along, and what the move includes.",
  settings: z.object({
    ...titledSettings(),
    from: z.string().min(1).describe("The tool the funnel comes from: ClickFunnels."),
    windowTitle: z
      .string()
      .min(1)
      .describe("The builder's window title: Funnel import from ClickFunnels."),
    steps: z
      .array(
        z.object({
          page: z.string().min(1).describe("A page of the funnel: Opt-in page."),
          detail: z.string().min(1).describe("What it holds: Lead magnet form, 3 fields."),
        }),
      )
      .min(1)
      .describe("The funnel's pages, in order."),
    done: z.string().min(1).describe("The mark on a page moved over: Imported."),
    carried: z
      .array(z.object({ value: z.string().min(1), label: z.string().min(1) }))
      .default([])
      .describe("What came along, as figures: 2,318 / contacts."),
    points: z
      .array(z.string().min(1))
      .default([])
      .describe("What the move includes, one line each (optional)."),
  }),
});
