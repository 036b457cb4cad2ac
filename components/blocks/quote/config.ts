import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor } from "@/components/blocks/settings";

export const quoteBlock = defineBlock({
  type: "quote",
  label: "Quote",
  description: "A quotation on the brand colour: who said it, and their role and company.",
  settings: z.object({
    anchor,
    text: z.string().min(1).describe("The words quoted, without quotation marks."),
    name: z.string().min(1).describe("Who said them."),
    detail: z.string().min(1).optional().describe("Their role and company (optional)."),
  }),
});
