import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor, buttonList } from "@/components/blocks/settings";

export const ctaBandBlock = defineBlock({
  type: "cta-band",
  label: "Call to action",
  description: "A closing panel: a title, a sentence and one or two buttons.",
  settings: z.object({
    anchor,
    heading: z.string().min(1),
    text: z.string().min(1),
    buttons: buttonList(1),
  }),
});
