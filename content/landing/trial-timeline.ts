import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";

const trialTimelineSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  steps: z
    .array(
      z.object({
        day: z.number().int().min(1).max(14),
        icon: iconName,
        title: z.string(),
        text: z.string(),
      }),
    )
    .length(4),
  cta: z.string(),
});

/** SPEC section 4, "Trial timeline". */
export const trialTimelineContent = defineContent(
  "content/landing/trial-timeline.ts",
  trialTimelineSchema,
  {
    eyebrow: "Your 14-day free trial",
    heading: "From sign-up to results in two weeks",
    intro:
      "No credit card, no sales call, no setup fee. Here is what a typical trial looks like with our onboarding team beside you.",
    steps: [
      {
        day: 1,
        icon: "Rocket",
        title: "Set up in under 30 minutes",
        text: "Import your contacts, connect your domain and pick a template from the vault. Your first funnel can be live before lunch.",
      },
      {
        day: 3,
        icon: "Workflow",
        title: "Your first automation is running",
        text: "Missed-call text back, review requests and lead follow-ups work while you focus on clients.",
      },
      {
        day: 7,
        icon: "ChartColumn",
        title: "Data is flowing",
        text: "Leads, bookings, conversations and payments land in one dashboard, and you can see which campaigns pay off.",
      },
      {
        day: 14,
        icon: "Target",
        title: "Scale or cancel",
        text: "Keep growing on the plan that fits, or cancel in one click and pay nothing. Your call, no pressure.",
      },
    ],
    cta: "Start your free trial",
  },
);
