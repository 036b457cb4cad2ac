import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { sectionWords } from "@/components/blocks/settings";

export const calculatorBlock = defineBlock({
  type: "calculator",
  label: "Savings calculator",
  description:
    "The savings calculator: sliders for contacts, team and tools, and what a visitor would save.",
  once: true,
  settings: z.object(sectionWords),
});
