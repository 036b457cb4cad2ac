import { z } from "zod";
import { defineContent } from "@/content/define";
import pricingFile from "@/content/landing/pricing.yaml";

export const pricingSchema = z.object({
  badge: z.string(),
  heading: z.string(),
  intro: z.string(),
  billingLabel: z.string(),
  monthlyLabel: z.string(),
  annualLabel: z.string(),
  annualBadge: z.string(),
  /** Read to screen readers when the billing period changes; `{prices}` lists the plans. */
  announcement: z.object({
    monthly: z.string().includes("{prices}"),
    annual: z.string().includes("{prices}"),
  }),
  popularBadge: z.string(),
  limitedTimeTag: z.string(),
  /** `{amount}` is the yearly saving of annual billing. */
  annualSaving: z.string().includes("{amount}"),
  billedAnnuallyOnly: z.string(),
  featuresLabel: z.string(),
  /** Under each plan's last button, shown joined by bullets. */
  promises: z.array(z.string()).min(1),
  /** Subject of the e-mail an annual-only plan's button starts; `{plan}` is the plan's name. */
  salesSubject: z.string(),
  allPlansLabel: z.string(),
  guarantee: z.object({
    title: z.string(),
    text: z.string(),
    ticks: z.array(z.string()),
  }),
});

export const pricingContent = defineContent(
  "content/landing/pricing.yaml",
  pricingSchema,
  pricingFile,
);
