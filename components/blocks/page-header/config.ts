import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { buttons } from "@/components/blocks/settings";
import { iconName } from "@/content/icons";

export const pageHeaderBlock = defineBlock({
  type: "page-header",
  label: "Page header",
  description:
    "An inner page's top: a small label with an icon, the title, a sentence and up to two buttons.",
  titlesPage: true,
  settings: z.object({
    eyebrow: z.string().min(1).describe("The small label above the title, beside the icon."),
    icon: iconName.default("Sparkles").describe("The icon beside the small label."),
    title: z.string().min(1).describe("The page's title, its one h1 when the header comes first."),
    description: z.string().min(1).describe("One or two sentences under the title."),
    buttons,
  }),
});
