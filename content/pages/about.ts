import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const aboutSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  mission: z.object({
    eyebrow: z.string(),
    title: z.string(),
    paragraphs: z.array(z.string()).min(1),
    quote: z.object({ text: z.string(), author: z.string() }),
  }),
  stats: z.array(z.object({ value: z.string(), label: z.string(), icon: iconName })).length(4),
  values: z.object({
    title: z.string(),
    description: z.string(),
    items: z
      .array(z.object({ name: z.string(), description: z.string(), icon: iconName }))
      .length(3),
  }),
  team: z.object({
    title: z.string(),
    description: z.string(),
    members: z.array(z.object({ name: z.string(), role: z.string(), bio: z.string() })).length(3),
  }),
  callout: z.object({
    title: z.string(),
    text: z.string(),
    primary: z.string(),
    secondary: z.string(),
  }),
});

const { name } = siteConfig;

export const aboutContent = defineContent("content/pages/about.ts", aboutSchema, {
  meta: {
    title: "About Us",
    description: `Why we built ${name}: one platform that replaces the tools small businesses juggle. Our mission, our values and the team behind it.`,
  },
  hero: {
    eyebrow: `About ${name}`,
    title: "We build the one platform small businesses actually need",
    description: `${name} brings funnels, CRM, email and SMS, booking, courses and automation under one roof, so growing businesses spend their time on customers instead of on logins, invoices and broken integrations.`,
  },
  mission: {
    eyebrow: "Our mission",
    title: "Replace the tech stack, keep the growth",
    paragraphs: [
      "The average small business pays for a dozen or more tools that barely talk to each other: one for the website, one for email, another for bookings, a CRM nobody updates and a spreadsheet holding it all together. Every extra login costs money, time and data.",
      `We started ${name} in ${siteConfig.address.city} in ${siteConfig.foundedYear} to end that. One account, one contact record, one bill - and automations that work across everything, because everything already lives in the same place.`,
      "We measure ourselves by the hours and the subscriptions our customers get back, and by how quickly a business with no technical team can go from sign-up to its first automated follow-up.",
    ],
    quote: {
      text: "Software should take work off your plate, not add another tab to it.",
      author: "Elise Maes, CEO and Founder",
    },
  },
  stats: [
    { value: "50+", label: "Beta users", icon: "Users" },
    { value: "50+", label: "Tools replaced", icon: "Layers" },
    { value: "24/7", label: "Uptime monitoring", icon: "Activity" },
    { value: String(siteConfig.foundedYear), label: "Launch year", icon: "Rocket" },
  ],
  values: {
    title: "What we value",
    description:
      "Three principles decide what we build next and how we treat the people who use it.",
    items: [
      {
        name: "Customer First",
        description:
          "Every feature starts with a real customer problem. Our support team answers within 24 hours and their notes shape the roadmap every week.",
        icon: "Heart",
      },
      {
        name: "Simplicity",
        description:
          "Powerful does not have to mean complicated. If a shop owner cannot set it up in an afternoon, we are not done designing it.",
        icon: "Sparkles",
      },
      {
        name: "Innovation",
        description:
          "We use automation and AI where they save real hours - drafting emails, routing leads, following up missed calls - never as a gimmick.",
        icon: "Lightbulb",
      },
    ],
  },
  team: {
    title: "The leadership team",
    description:
      "A small team with a long history of building, selling and supporting software for small businesses.",
    members: [
      {
        name: "Elise Maes",
        role: "CEO and Founder",
        bio: "Ran a digital agency for eight years and watched clients drown in subscriptions. Founded the company to give them one platform instead.",
      },
      {
        name: "Tomás Ferreira",
        role: "CTO",
        bio: "Has built messaging and payment systems that handle millions of requests a day. Leads engineering, infrastructure and security.",
      },
      {
        name: "Nadia Okafor",
        role: "VP of Customer Success",
        bio: "Has onboarded thousands of small businesses onto new software. Owns migrations, training and the 24-hour support promise.",
      },
    ],
  },
  callout: {
    title: "Help us build it",
    text: "We are a small team with a big roadmap. See our open roles, or tell us what your business needs next.",
    primary: "See open roles",
    secondary: "Talk to us",
  },
});
