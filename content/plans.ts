import { z } from "zod";
import { defineContent } from "@/content/define";
import { BILLED_MONTHS_PER_YEAR } from "@/lib/pricing";

export const accentColors = ["emerald", "accent", "amber", "rose"] as const;
export type AccentColor = (typeof accentColors)[number];

const planSchema = z
  .object({
    id: z.string().regex(/^[a-z]+$/),
    name: z.string().min(1),
    description: z.string().min(1),
    /** Null for a plan sold only by the year. */
    monthlyPrice: z.number().int().positive().nullable(),
    annualPrice: z.number().int().positive(),
    features: z.array(z.string().min(1)).min(3),
    popular: z.boolean(),
    cta: z.string().min(1),
    annualOnly: z.boolean(),
    accentColor: z.enum(accentColors).default("emerald"),
  })
  .refine((plan) => plan.annualOnly === (plan.monthlyPrice === null), {
    message: "an annual-only plan has no monthly price, and every other plan has one",
    path: ["monthlyPrice"],
  })
  .refine(
    (plan) =>
      plan.monthlyPrice === null || plan.annualPrice === plan.monthlyPrice * BILLED_MONTHS_PER_YEAR,
    {
      message: `the annual price must be ${BILLED_MONTHS_PER_YEAR} times the monthly price`,
      path: ["annualPrice"],
    },
  );

export type Plan = z.infer<typeof planSchema>;

const plansSchema = z
  .array(planSchema)
  .min(1)
  .refine((plans) => plans.filter((plan) => plan.popular).length <= 1, {
    message: "at most one plan can be the most popular",
  })
  .refine((plans) => new Set(plans.map((plan) => plan.id)).size === plans.length, {
    message: "plan ids must be unique",
  });

/** The one source of every price on the site: cards, table, FAQ, chat, calculator, JSON-LD. */
export const plans = defineContent("content/plans.ts", plansSchema, [
  {
    id: "activate",
    name: "Activate",
    description: "Everything a solo business needs to capture leads, follow up and get paid.",
    monthlyPrice: 97,
    annualPrice: 970,
    features: [
      "1 workspace and 2 team members",
      "10,000 contacts and 50,000 emails a month",
      "Funnels, websites and forms",
      "CRM with pipelines and booking calendars",
      "Email and SMS marketing",
      "3 courses with unlimited students",
      "5 custom domains",
      "1M AI words a month",
      "Standard support",
    ],
    popular: false,
    cta: "Start Free Trial",
    annualOnly: false,
    accentColor: "emerald",
  },
  {
    id: "amplify",
    name: "Amplify",
    description: "For growing teams that want every channel and automation in one place.",
    monthlyPrice: 197,
    annualPrice: 1970,
    features: [
      "Unlimited funnels - limited time offer",
      "5 workspaces and 5 team members",
      "75,000 contacts and 300,000 emails a month",
      "6 courses and unlimited custom domains",
      "Custom code editor",
      "Reviews, webchat and missed-call text-back",
      "2M AI words a month",
      "Priority support and live chat",
    ],
    popular: true,
    cta: "Start Free Trial",
    annualOnly: false,
    accentColor: "accent",
  },
  {
    id: "automate",
    name: "Automate",
    description: "For agencies and multi-location brands that build on webhooks and the API.",
    monthlyPrice: 297,
    annualPrice: 2970,
    features: [
      "Unlimited funnels - limited time offer",
      "10 workspaces and 10 team members",
      "150,000 contacts and 750,000 emails a month",
      "10 courses and unlimited custom domains",
      "Webhooks and the full REST API",
      "Advanced workflow automation",
      "5M AI words a month",
      "Priority support and live chat",
    ],
    popular: false,
    cta: "Start Free Trial",
    annualOnly: false,
    accentColor: "amber",
  },
  {
    id: "conquer",
    name: "Conquer",
    description: "For established operators who want white-glove setup and the highest limits.",
    monthlyPrice: null,
    annualPrice: 5997,
    features: [
      "Unlimited funnels - limited time offer",
      "20 workspaces and 20 team members",
      "400,000 contacts and 1.2M emails a month",
      "20 courses and unlimited custom domains",
      "Webhooks, full API and code editor",
      "10M AI words a month",
      "3 hours of private onboarding",
      "VIP migration support",
      "VIP support with a dedicated manager",
    ],
    popular: false,
    cta: "Contact Sales",
    annualOnly: true,
    accentColor: "rose",
  },
]);
