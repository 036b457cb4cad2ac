import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { titledSettings } from "@/components/blocks/settings";
import { iconName } from "@/content/icons";

export const statsBlock = defineBlock({
  type: "stats",
  label: "Figures",
  description:
    "Up to four headline figures with their labels; write a figure the site states as a token, such as {{customers.count}}.",
  settings: z.object({
    ...titledSettings(),
    items: z
      .array(
        z.object({
          icon: iconName,
          value: z.string().min(1).describe("The figure: {{customers.count}}, $97, 24h."),
          label: z.string().min(1).describe("What it counts."),
        }),
      )
      .min(1)
      // One row at every width (components/blocks/parts/stat-grid.tsx).
      .max(4),
  }),
});
