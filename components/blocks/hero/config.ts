import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";

const keep = (what: string) => `Leave empty to keep the landing page's ${what}.`;

export const heroBlock = defineBlock({
  type: "hero",
  label: "Hero",
  description:
    "The landing page's top: title, rotating feature badges, trial button, demo link and the dashboard mock-up.",
  once: true,
  titlesPage: true,
  settings: z.object({
    lead: z.string().min(1).optional().describe(keep("title (its first, dark part)")),
    highlight: z.string().min(1).optional().describe(keep("title's coloured end")),
    intro: z.string().min(1).optional().describe(keep("introduction")),
    primaryCta: z.string().min(1).optional().describe(keep("main button's words")),
  }),
});
