import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { titledSettings } from "@/components/blocks/settings";
import { iconName } from "@/content/icons";

export const featureGridBlock = defineBlock({
  type: "feature-grid",
  label: "Feature grid",
  description: "Cards in a grid, each with an icon, a title and a sentence or two.",
  settings: z.object({
    ...titledSettings(),
    items: z
      .array(
        z.object({
          icon: iconName,
          title: z.string().min(1),
          text: z.string().min(1),
        }),
      )
      .min(1),
  }),
});
