import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";

const heroSchema = z.object({
  badges: z.array(z.object({ icon: iconName, label: z.string().min(1) })).length(4),
  badgesLabel: z.string(),
  pauseBadgesLabel: z.string(),
  playBadgesLabel: z.string(),
  heading: z.object({ lead: z.string(), highlight: z.string() }),
  intro: z.string(),
  primaryCta: z.string(),
  demoCta: z.string(),
  assurances: z.array(z.string()).min(1),
  stats: z.array(z.object({ value: z.string(), label: z.string() })).length(3),
  mockup: z.object({
    windowTitle: z.string(),
    navigation: z.array(z.string()).min(3),
    greeting: z.string(),
    kpis: z.array(z.object({ label: z.string(), value: z.string(), change: z.string() })).length(3),
    chartTitle: z.string(),
    chartPoints: z.array(z.number().min(0).max(100)).min(4),
    pipelineTitle: z.string(),
    pipeline: z.array(z.object({ stage: z.string(), count: z.number().int(), value: z.string() })),
    toasts: z.array(z.object({ icon: iconName, title: z.string(), detail: z.string() })).length(2),
  }),
});

export const heroContent = defineContent("content/landing/hero.ts", heroSchema, {
  badges: [
    { icon: "LayoutTemplate", label: "Funnels & websites" },
    { icon: "Users", label: "CRM & pipelines" },
    { icon: "Mail", label: "Email & SMS marketing" },
    { icon: "Workflow", label: "Automation that runs 24/7" },
  ],
  badgesLabel: "Everything in one place",
  pauseBadgesLabel: "Pause the feature highlights",
  playBadgesLabel: "Play the feature highlights",
  heading: { lead: "Replace your entire tech stack", highlight: "with one platform" },
  intro:
    "Funnels, CRM, email and SMS, booking, courses, reviews and automation in one login, one contact record and one bill. Built for small businesses, agencies, consultants and course creators.",
  primaryCta: "Start FREE 14-Day Trial",
  demoCta: "Watch Demo",
  assurances: ["No credit card required", "Set up in under 30 minutes", "Cancel anytime"],
  stats: [
    { value: "50,000+", label: "businesses" },
    { value: "50+", label: "tools replaced" },
    { value: "24/7", label: "human support" },
  ],
  mockup: {
    windowTitle: "app.stackless / dashboard",
    navigation: ["Dashboard", "Conversations", "Pipelines", "Calendars", "Funnels", "Automations"],
    greeting: "Good morning, Maya",
    kpis: [
      { label: "Revenue this month", value: "$48,290", change: "+18%" },
      { label: "New leads", value: "1,284", change: "+32%" },
      { label: "Calls booked", value: "312", change: "+12%" },
    ],
    chartTitle: "Revenue, last 12 weeks",
    chartPoints: [22, 30, 26, 38, 35, 46, 44, 55, 52, 66, 71, 84],
    pipelineTitle: "Sales pipeline",
    pipeline: [
      { stage: "New lead", count: 48, value: "$21.4k" },
      { stage: "Call booked", count: 19, value: "$14.9k" },
      { stage: "Proposal", count: 11, value: "$12.2k" },
      { stage: "Won", count: 7, value: "$9.8k" },
    ],
    toasts: [
      { icon: "Star", title: "New 5-star review", detail: "“Booking took 30 seconds!”" },
      { icon: "CalendarCheck", title: "Call booked", detail: "Strategy session, Tue 10:30" },
    ],
  },
});
