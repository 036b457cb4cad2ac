import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const vaultBlock = defineBlock({
  type: "vault",
  label: "Template vault",
  description: "The done-for-you vault in three steps.",
  once: true,
  settings: z.object(sectionWords),
});
