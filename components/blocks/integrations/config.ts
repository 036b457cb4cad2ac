import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const integrationsBlock = defineBlock({
  type: "integrations",
  label: "Integrations",
  description: "The moving logo strip and the three ways to connect (native, API, webhooks).",
  once: true,
  settings: z.object(sectionWords),
});
