import { z } from "zod";
import { defineContent } from "@/content/define";
import { plans } from "@/content/plans";

const planIds = plans.map((plan) => plan.id);
const cell = z.union([z.string().min(1), z.boolean()]);

const rowSchema = z.object({
  feature: z.string(),
  values: z
    .record(z.string(), cell)
    .refine(
      (values) =>
        planIds.every((id) => id in values) &&
        Object.keys(values).every((id) => planIds.includes(id)),
      { message: `needs exactly one value per plan: ${planIds.join(", ")}` },
    ),
});

const planComparisonSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  caption: z.string(),
  scrollHint: z.string(),
  featureColumn: z.string(),
  groups: z.array(z.object({ category: z.string(), rows: z.array(rowSchema).min(1) })).min(1),
});

export type ComparisonCell = z.infer<typeof cell>;

const same = (value: ComparisonCell) => Object.fromEntries(planIds.map((id) => [id, value]));

/** SPEC section 9, "Plan limits". Columns (name, price, colour) come from content/plans.ts. */
export const planComparison = defineContent(
  "content/landing/plan-comparison.ts",
  planComparisonSchema,
  {
    eyebrow: "Compare plans",
    heading: "Every plan, side by side",
    intro:
      "Start on the plan that fits today and move up when you outgrow it. Upgrades apply instantly and every plan includes the full core platform.",
    caption: "Plan limits and features",
    scrollHint: "Swipe the table sideways to compare all four plans.",
    featureColumn: "Feature",
    groups: [
      {
        category: "Workspaces and team",
        rows: [
          {
            feature: "Workspaces",
            values: { activate: "1", amplify: "5", automate: "10", conquer: "20" },
          },
          {
            feature: "Team members",
            values: { activate: "2", amplify: "5", automate: "10", conquer: "20" },
          },
        ],
      },
      {
        category: "Audience and messaging",
        rows: [
          {
            feature: "Contacts",
            values: { activate: "10K", amplify: "75K", automate: "150K", conquer: "400K" },
          },
          {
            feature: "Emails per month",
            values: { activate: "50K", amplify: "300K", automate: "750K", conquer: "1.2M" },
          },
        ],
      },
      {
        category: "Content and AI",
        rows: [
          {
            feature: "Courses",
            values: { activate: "3", amplify: "6", automate: "10", conquer: "20" },
          },
          {
            feature: "Custom domains",
            values: {
              activate: "5",
              amplify: "Unlimited",
              automate: "Unlimited",
              conquer: "Unlimited",
            },
          },
          {
            feature: "AI words per month",
            values: { activate: "1M", amplify: "2M", automate: "5M", conquer: "10M" },
          },
        ],
      },
      {
        category: "Developers",
        rows: [
          {
            feature: "Custom code editor",
            values: { activate: false, amplify: true, automate: true, conquer: true },
          },
          {
            feature: "Webhooks and full API",
            values: { activate: false, amplify: false, automate: true, conquer: true },
          },
        ],
      },
      {
        category: "Support and onboarding",
        rows: [
          {
            feature: "Support",
            values: {
              activate: "Standard",
              amplify: "Priority + live chat",
              automate: "Priority + live chat",
              conquer: "VIP",
            },
          },
          {
            feature: "Private onboarding",
            values: { activate: false, amplify: false, automate: false, conquer: "3 hours" },
          },
        ],
      },
      {
        category: "Included in every plan",
        rows: [
          { feature: "Unlimited visitors", values: same(true) },
          { feature: "Community", values: same(true) },
          { feature: "Document signing", values: same(true) },
          { feature: "Group onboarding calls", values: same(true) },
        ],
      },
    ],
  },
);
