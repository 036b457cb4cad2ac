import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const partnersSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  apply: z.object({ label: z.literal("Apply Now"), subject: z.string() }),
  kit: z.object({ label: z.literal("Partner Kit"), subject: z.string() }),
  categories: z.object({
    title: z.string(),
    description: z.string(),
    items: z
      .array(
        z.object({
          name: z.string(),
          description: z.string(),
          icon: iconName,
          partners: z.array(z.string()).min(3),
        }),
      )
      .length(3),
  }),
  benefits: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string(), icon: iconName })).min(4),
  }),
  testimonial: z.object({
    quote: z.string(),
    name: z.string(),
    role: z.string(),
    company: z.string(),
  }),
  process: z.object({
    title: z.string(),
    description: z.string(),
    steps: z
      .array(
        z.object({
          name: z.enum(["Apply", "Review", "Onboard", "Launch"]),
          description: z.string(),
        }),
      )
      .length(4),
  }),
  callout: z.object({ title: z.string(), text: z.string() }),
});

const { name } = siteConfig;

export const partnersContent = defineContent("content/pages/partners.ts", partnersSchema, {
  meta: {
    title: "Partners",
    description: `Grow with ${name}: technology, agency and referral partnerships with recurring revenue, co-marketing and dedicated partner support.`,
  },
  hero: {
    eyebrow: "Partner program",
    title: "Grow your business by growing ours",
    description: `Agencies, consultants and software companies partner with ${name} to serve clients better and earn recurring revenue while they do it.`,
  },
  apply: { label: "Apply Now", subject: "Partnership application" },
  kit: { label: "Partner Kit", subject: "Partner kit request" },
  categories: {
    title: "Three ways to partner",
    description: "Pick the program that fits how you work with small businesses today.",
    items: [
      {
        name: "Technology Partners",
        description: "Software companies whose products connect natively to the platform.",
        icon: "Plug",
        partners: ["Stripe", "Zapier", "Google Analytics", "Slack"],
      },
      {
        name: "Agency Partners",
        description:
          "Marketing agencies that build and run client funnels, CRMs and campaigns on the platform.",
        icon: "Briefcase",
        partners: ["Northline Digital", "Brightfield Studio", "Maas & Co. Marketing"],
      },
      {
        name: "Referral Partners",
        description:
          "Consultants, coaches and course creators who recommend the platform to their audience.",
        icon: "Handshake",
        partners: ["The Funnel Lab", "Growth Coaches Collective", "Small Business Academy"],
      },
    ],
  },
  benefits: {
    title: "What partners get",
    description: "Everything you need to sell, set up and support the platform for your clients.",
    items: [
      {
        name: "Recurring revenue",
        description: "Earn a commission every month your referred customers stay on a paid plan.",
        icon: "BadgePercent",
      },
      {
        name: "Co-marketing",
        description: "Joint webinars, case studies and a listing in our partner directory.",
        icon: "Megaphone",
      },
      {
        name: "Partner training",
        description:
          "Certification courses and group onboarding so your team can set clients up fast.",
        icon: "GraduationCap",
      },
      {
        name: "Priority partner support",
        description: "A named partner manager and a priority line to our support team.",
        icon: "Headphones",
      },
    ],
  },
  testimonial: {
    quote:
      "We moved eleven clients off their old tool stacks in one quarter. They pay less, we spend less time fixing integrations, and the recurring commission now covers a full-time team member.",
    name: "Sofie Janssens",
    role: "Managing Director",
    company: "Northline Digital",
  },
  process: {
    title: "How it works",
    description: "From application to your first client, most partners are live within two weeks.",
    steps: [
      {
        name: "Apply",
        description: "Send us a short note about your business and the clients you serve.",
      },
      {
        name: "Review",
        description: "Our partner team reviews your application and books an introduction call.",
      },
      {
        name: "Onboard",
        description: "Complete partner training and get your account, assets and partner manager.",
      },
      {
        name: "Launch",
        description: "Start referring or onboarding clients and earn from the first paid month.",
      },
    ],
  },
  callout: {
    title: "Ready to partner with us?",
    text: "Apply in a few minutes, or request the partner kit with program details, commission terms and sales material.",
  },
});
