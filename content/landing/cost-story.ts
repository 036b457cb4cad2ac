import { z } from "zod";
import { defineContent } from "@/content/define";

const costStorySchema = z.object({
  eyebrow: z.string(),
  /** `{total}` is replaced by the computed monthly total of content/tools.ts. */
  heading: z.string().includes("{total}"),
  intro: z.string(),
  listHeading: z.string(),
  totalLabel: z.string(),
  productLabel: z.string(),
  fromLabel: z.string(),
  savingLabel: z.string(),
  note: z.string(),
  cta: z.string(),
});

export const costStoryContent = defineContent("content/landing/cost-story.ts", costStorySchema, {
  eyebrow: "The cost of a patchwork stack",
  heading: "The {total}/month problem",
  intro:
    "Add up what a growing business pays for the tools below and it comes to this every single month, before counting the hours lost copying data between them.",
  listHeading: "What you'd pay for separately",
  totalLabel: "Separate tools, every month",
  productLabel: "everything included",
  fromLabel: "from",
  savingLabel: "Kept in your business every month",
  note: "Typical list prices for a small team. Your own stack may cost more or less; the savings calculator below works it out for you.",
  cta: "Start saving today",
});
