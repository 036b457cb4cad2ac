import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { plans } from "@/content/plans";
import { siteConfig } from "@/content/site";
import { tools } from "@/content/tools";
import { formatUsd } from "@/lib/format";
import { lowestMonthlyPrice } from "@/lib/pricing";
import { toolsTotal } from "@/lib/savings";

const faqItemSchema = z.object({
  question: z.string().endsWith("?"),
  /** Plain text: shown on the page and reused for FAQPage structured data. */
  answer: z.string().min(40),
  icon: iconName,
});

export type FaqItem = z.infer<typeof faqItemSchema>;

const faqSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  items: z.array(faqItemSchema).length(8),
  contact: z.object({
    heading: z.string(),
    text: z.string(),
    emailLabel: z.string(),
    chatLabel: z.string(),
    badges: z.array(z.string()).length(3),
  }),
});

const name = siteConfig.name;
const from = `${formatUsd(lowestMonthlyPrice(plans))}/month`;
const stackTotal = formatUsd(toolsTotal(tools));
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`content/faq.ts needs ${what}`);
  return value;
}

const funnelTool = required(
  tools.find((tool) => tool.replacedTools.includes("ClickFunnels")),
  "a tools entry that replaces ClickFunnels (content/tools.ts)",
);
const topPlan = required(plans.at(-1), "at least one plan").name;

export const faqContent = defineContent("content/faq.ts", faqSchema, {
  eyebrow: "FAQ",
  heading: "Frequently Asked Questions",
  intro: "Straight answers about the trial, pricing, migration and your data.",
  items: [
    {
      question: "What's included in the 14-day free trial?",
      answer: `Everything in the plan you choose: funnels, websites, CRM, email and SMS, booking, courses, automations and support. You don't need a credit card to start, there is no setup fee, and you keep everything you build if you stay. Plans start at ${from} after the trial.`,
      icon: "Gift",
    },
    {
      question: `How much can I really save with ${name}?`,
      answer: `Bought separately, the tools ${name} replaces cost ${stackTotal} a month at typical list prices. Most customers cancel 8 to 15 subscriptions and save $1,500 to $3,000+ every month, often over $18,000 a year, while paying from ${from}. The savings calculator on this page works out your own number from your contacts, team size and tool count.`,
      icon: "DollarSign",
    },
    {
      question: "Will you help me migrate and train my team?",
      answer: `Yes. Every plan includes group onboarding calls, step-by-step training and templates from the done-for-you vault. On the ${topPlan} plan our VIP migration team moves your funnels, contacts, automations and courses for you and adds 3 hours of private onboarding.`,
      icon: "GraduationCap",
    },
    {
      question: "What happens when my trial ends?",
      answer: `If you've added a payment method, your chosen plan simply continues and is billed from day 15; cancel any time before then and you pay nothing. If you haven't chosen a plan, your account pauses automatically with no charge, and your work is waiting when you come back. Either way, paid plans are covered by our 30-day money-back guarantee.`,
      icon: "Clock",
    },
    {
      question: "Can I upgrade or downgrade my plan later?",
      answer:
        "Any time, from your billing settings. Upgrades take effect immediately and you only pay the difference for the rest of the period. Downgrades take effect at the start of your next billing cycle, so you keep what you paid for.",
      icon: "ArrowLeftRight",
    },
    {
      question: "Do you offer white-label options for agencies?",
      answer: `Yes. Agencies run each client in its own workspace (up to 20 on the ${topPlan} plan) under their own brand: custom domains for funnels, sites and client logins, branded emails and your logo throughout. Snapshots let you copy a proven setup to a new client in minutes.`,
      icon: "Building2",
    },
    {
      question: "Is my data secure, and can I export it?",
      answer: `Your data is encrypted in transit and at rest, backed up daily and hosted in the EU and US. ${name} is run from ${siteConfig.address.country} and follows the GDPR. You own your data: export contacts, conversations, pipelines and payments as CSV at any time, including after you cancel.`,
      icon: "Lock",
    },
    {
      question: `How does ${name} compare to ClickFunnels?`,
      answer: `ClickFunnels is a great funnel builder, but funnels are only one piece: you still pay separately for a CRM, email, SMS, booking, courses and automation. A funnel tool alone costs around ${formatUsd(funnelTool.otherToolsPrice)} a month; ${name} includes funnels plus everything else from ${from}, with one contact record behind it all. We'll even migrate your funnels for you on the ${topPlan} plan.`,
      icon: "Target",
    },
  ],
  contact: {
    heading: "Still Have Questions?",
    text: "Our team answers around the clock. Write to us or start a chat and a real person will get back to you fast.",
    emailLabel: "Email Support",
    chatLabel: "Live Chat Now",
    badges: ["24/7 Support", "Instant Response", "VIP Treatment"],
  },
});
