import { z } from "zod";
import { defineContent } from "@/content/define";

const pricingSchema = z.object({
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
  salesSubject: z.string(),
  allPlansLabel: z.string(),
  guarantee: z.object({
    title: z.string(),
    text: z.string(),
    ticks: z.array(z.string()).length(3),
  }),
});

export const pricingContent = defineContent("content/landing/pricing.ts", pricingSchema, {
  badge: "Premium Plans • Zero Setup Fees",
  heading: "Choose Your Success Journey",
  intro:
    "Every plan starts with a 14-day free trial and the full core platform. Pick the limits that fit today and upgrade the moment you outgrow them.",
  billingLabel: "Billing period",
  monthlyLabel: "Monthly",
  annualLabel: "Annual",
  annualBadge: "Save 2 Months FREE",
  announcement: {
    monthly: "Showing monthly prices: {prices}.",
    annual: "Showing annual prices, 2 months free: {prices}.",
  },
  popularBadge: "MOST POPULAR",
  limitedTimeTag: "LIMITED TIME",
  annualSaving: "You save {amount} per year",
  billedAnnuallyOnly: "Billed annually",
  featuresLabel: "What's included",
  promises: ["No obligation", "No contracts", "Cancel anytime"],
  salesSubject: "Conquer plan enquiry",
  allPlansLabel: "Every plan includes",
  guarantee: {
    title: "30-Day Platinum Guarantee",
    text: "Use the platform for a full 30 days. If it isn't the best investment you've made in your business, tell us and we'll refund every cent. No questions asked.",
    ticks: ["Zero setup fees", "Cancel anytime", "VIP migration support (Conquer plan only)"],
  },
});
