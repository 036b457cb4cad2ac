import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor, chosen } from "@/components/blocks/settings";
import { logoNamesInFile } from "@/content/integrations";

export const logoStripBlock = defineBlock({
  type: "logo-strip",
  label: "Logo strip",
  description:
    "The moving strip of the tools the platform connects to (content/integrations.yaml), with an optional title.",
  settings: z.object({
    anchor,
    eyebrow: z.string().min(1).optional().describe("A few words above the title (optional)."),
    heading: z.string().min(1).optional().describe("A title over the strip (optional)."),
    intro: z.string().min(1).optional().describe("A sentence under the title (optional)."),
    logos: chosen(logoNamesInFile(), "a logo", "content/integrations.yaml"),
  }),
});
