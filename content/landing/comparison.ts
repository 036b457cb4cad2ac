import { z } from "zod";
import { defineContent } from "@/content/define";
import { siteConfig } from "@/content/site";
import { plans } from "@/content/plans";
import { formatUsd } from "@/lib/format";
import { lowestMonthlyPrice } from "@/lib/pricing";

const columnSchema = z.object({
  title: z.string(),
  summary: z.string(),
  points: z.array(z.string()).length(6),
});

const comparisonSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  others: columnSchema,
  product: columnSchema,
});

export const comparisonContent = defineContent("content/landing/comparison.ts", comparisonSchema, {
  eyebrow: "Why switch",
  heading: "Other platforms sell you a piece. We give you the whole business.",
  intro:
    "Most growing businesses glue together a funnel builder, a CRM, an email tool, a scheduler and a dozen more. Every extra tool is another bill, another login and another place for leads to slip through.",
  others: {
    title: "Other platforms",
    summary: "A stack of point solutions",
    points: [
      "15 to 50+ separate subscriptions, each priced per seat or per contact",
      "Customer data copied between apps that never quite agree",
      "A new interface, login and learning curve for every task",
      "Fragile Zapier chains that break when one app changes",
      "Five support teams pointing at each other when something fails",
      "Prices that climb every time your list or team grows",
    ],
  },
  product: {
    title: siteConfig.name,
    summary: "One platform, one contact record",
    points: [
      `One subscription from ${formatUsd(lowestMonthlyPrice(plans))}/month, zero setup fees`,
      "Every call, text, email, booking and payment on one contact timeline",
      "One login and one consistent interface for the whole team",
      "Native automations across every channel, no glue code",
      "One 24/7 support team that knows every feature",
      "Unlimited visitors on every plan, so growth never costs extra",
    ],
  },
});
