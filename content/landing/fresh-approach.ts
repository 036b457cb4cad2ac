import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";

const freshApproachSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  pillars: z
    .array(z.object({ icon: iconName, title: z.string(), text: z.string() }))
    .min(3)
    .max(4),
  quote: z.object({ text: z.string(), attribution: z.string() }),
});

export const freshApproachContent = defineContent(
  "content/landing/fresh-approach.ts",
  freshApproachSchema,
  {
    eyebrow: "A fresh approach",
    heading: "Software should grow your business, not your to-do list",
    intro:
      "We started from one question: what would a small business build if it could throw away its whole stack and start again? The answer is one connected system that does the busywork for you.",
    pillars: [
      {
        icon: "Layers",
        title: "Connected by design",
        text: "Funnels, inbox, calendar, payments and courses share one database, so every automation sees the whole customer.",
      },
      {
        icon: "WandSparkles",
        title: "Done for you, not DIY",
        text: "Start from proven templates and let our team migrate the rest. You launch in days, not months.",
      },
      {
        icon: "TrendingUp",
        title: "Priced for growth",
        text: "Flat plans with unlimited visitors. Your bill doesn't jump because a campaign took off.",
      },
      {
        icon: "Headphones",
        title: "Humans on call",
        text: "Real people answer 24/7 by chat and email, with a 30-day money-back guarantee behind them.",
      },
    ],
    quote: {
      text: "The best tech stack is the one you stop thinking about.",
      attribution: "Our product principle",
    },
  },
);
