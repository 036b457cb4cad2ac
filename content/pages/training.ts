import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { envUrl, optionalUrl, pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const level = z.enum(["Beginner", "Intermediate", "Advanced", "All levels"]);

const course = z.object({
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  lessons: z.number().int().positive(),
  level,
  icon: iconName,
});

const trainingSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  /** Where courses and tutorials are watched; without it their buttons say 'Coming soon'. */
  academyUrl: optionalUrl,
  comingSoon: z.literal("Coming soon"),
  featured: course.extend({
    badge: z.string(),
    duration: z.literal("6 hours"),
    lessons: z.literal(25),
    level: z.literal("All levels"),
    modules: z.array(z.string()).min(4),
    action: z.string(),
  }),
  courses: z.object({
    title: z.string(),
    description: z.string(),
    action: z.string(),
    lessonsLabel: z.string(),
    items: z.array(course).length(4),
  }),
  tutorials: z.object({
    title: z.string(),
    description: z.string(),
    action: z.string(),
    items: z
      .array(
        z.object({
          title: z.string(),
          topic: z.string(),
          minutes: z.number().int().min(5).max(10),
        }),
      )
      .length(6),
  }),
  resources: z.object({
    title: z.string(),
    description: z.string(),
    items: z
      .array(
        z.object({
          title: z.string(),
          description: z.string(),
          format: z.enum(["PDF", "Online"]),
          action: z.string(),
          icon: iconName,
          url: optionalUrl,
        }),
      )
      .length(3),
  }),
  help: z.object({
    title: z.string(),
    text: z.string(),
    primary: z.string(),
    secondary: z.string(),
  }),
});

export const trainingContent = defineContent("content/pages/training.ts", trainingSchema, {
  meta: {
    title: "Training",
    description: `Learn ${siteConfig.name} step by step: a complete 6-hour course, focused courses for every level, quick video tutorials and guides.`,
  },
  hero: {
    eyebrow: "Training",
    title: "Learn the platform at your own pace",
    description:
      "From your first login to advanced automation: structured courses, quick tutorials and downloadable guides, free with every plan.",
  },
  academyUrl: siteConfig.links.training,
  comingSoon: "Coming soon",
  featured: {
    badge: "Featured course",
    title: `${siteConfig.name} Mastery: From Setup to Scale`,
    description:
      "The complete course. Set up your account, build funnels and websites, organise your CRM, automate follow-ups and measure what works - with templates you can copy at every step.",
    duration: "6 hours",
    lessons: 25,
    level: "All levels",
    icon: "Award",
    modules: [
      "Account setup and your first funnel",
      "CRM, pipelines and contact management",
      "Email, SMS and automated follow-ups",
      "Booking, courses and memberships",
      "Reporting and scaling what works",
    ],
    action: "Start the course",
  },
  courses: {
    title: "Courses",
    description: "Focused courses for every stage, from first steps to advanced automation.",
    action: "Start course",
    lessonsLabel: "lessons",
    items: [
      {
        title: "Getting Started Essentials",
        description: "Set up your account, import contacts and publish your first page.",
        duration: "45 min",
        lessons: 8,
        level: "Beginner",
        icon: "Rocket",
      },
      {
        title: "Advanced Automation Workflows",
        description: "Multi-step workflows with triggers, conditions, waits and webhooks.",
        duration: "2h 15min",
        lessons: 12,
        level: "Advanced",
        icon: "Workflow",
      },
      {
        title: "High-Converting Funnels",
        description: "Plan, build and test funnels that turn visitors into customers.",
        duration: "1h 30min",
        lessons: 6,
        level: "Intermediate",
        icon: "TrendingUp",
      },
      {
        title: "Agency and White-Label Setup",
        description: "Manage client workspaces, snapshots and your own branding.",
        duration: "1h 45min",
        lessons: 9,
        level: "Advanced",
        icon: "Briefcase",
      },
    ],
  },
  tutorials: {
    title: "Quick tutorials",
    description: "Short videos that solve one task each.",
    action: "Watch",
    items: [
      { title: "Connect your custom domain", topic: "Websites", minutes: 5 },
      { title: "Import contacts from a CSV file", topic: "CRM", minutes: 6 },
      { title: "Set up missed-call text back", topic: "Messaging", minutes: 7 },
      { title: "Create a booking calendar", topic: "Booking", minutes: 8 },
      { title: "Send your first email campaign", topic: "Email", minutes: 9 },
      { title: "Request reviews automatically", topic: "Reputation", minutes: 10 },
    ],
  },
  resources: {
    title: "Guides and resources",
    description: "Reference material to keep beside you while you build.",
    items: [
      {
        title: "Quick Start Guide",
        description: "Everything you need for your first week, on twelve printable pages.",
        format: "PDF",
        action: "Download PDF",
        icon: "FileText",
        url: envUrl("NEXT_PUBLIC_TRAINING_QUICK_START_URL"),
      },
      {
        title: "Automation Playbook",
        description: "Twenty ready-made workflows for leads, bookings and reviews.",
        format: "PDF",
        action: "Download PDF",
        icon: "Workflow",
        url: envUrl("NEXT_PUBLIC_TRAINING_PLAYBOOK_URL"),
      },
      {
        title: "API Documentation",
        description: "REST endpoints, authentication and webhooks for developers.",
        format: "Online",
        action: "Open the docs",
        icon: "CodeXml",
        url: siteConfig.links.apiDocs,
      },
    ],
  },
  help: {
    title: "Stuck on something?",
    text: "Search the Help Center or ask our support team - we reply within 24 hours.",
    primary: "Visit the Help Center",
    secondary: "Contact Support",
  },
});
