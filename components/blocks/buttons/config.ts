import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { titledSettings } from "@/components/blocks/settings";
import { BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-variants";

/** What a look or a size is called, and what it is for. */
const entry = z.object({
  name: z.string().min(1).describe("Its name under the specimen."),
  use: z.string().min(1).describe("What it is for, in a sentence."),
});

export const buttonsBlock = defineBlock({
  type: "buttons",
  label: "Buttons",
  description:
    "Every look and size of the site's buttons, drawn as the site draws them, each with its name, what it is for and its name in the code.",
  settings: z.object({
    ...titledSettings(),
    looksTitle: z.string().min(1).describe("The heading over the looks."),
    sizesTitle: z.string().min(1).describe("The heading over the sizes."),
    /** One entry per look and size of components/ui/button-variants.ts, which draws them. */
    variants: z.record(z.enum(BUTTON_VARIANTS), entry).describe("Each look of a button."),
    sizes: z.record(z.enum(BUTTON_SIZES), entry).describe("Each size of a button."),
  }),
});
