import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const roleSchema = z.object({
  title: z.string().min(2),
  department: z.string(),
  location: z.string(),
  /** Remote roles are open to applicants in these countries or regions. */
  remote: z.object({ regions: z.array(z.string()).min(1) }).optional(),
  type: z.literal("Full-time"),
  summary: z.string().min(40),
  responsibilities: z.array(z.string()).min(3),
  datePosted: isoDate,
  validThrough: isoDate,
});
export type CareerRole = z.infer<typeof roleSchema>;

const careersSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  benefits: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string(), icon: iconName })).min(3),
  }),
  roles: z.object({
    title: z.string(),
    description: z.string(),
    applyLabel: z.string(),
    /** `{role}` is replaced by the role's title. */
    applySubject: z.string().includes("{role}"),
    items: z.array(roleSchema).length(4),
  }),
  /** ISO 3166-1 code of the office country, for the job postings' structured data. */
  officeCountryCode: z.string().length(2),
  resume: z.object({
    title: z.string(),
    text: z.string(),
    label: z.string(),
    subject: z.string(),
  }),
});

export const careersContent = defineContent("content/pages/careers.ts", careersSchema, {
  meta: {
    title: "Careers",
    description: `Join ${siteConfig.name} and help small businesses replace their entire tech stack. See our benefits and four open full-time roles.`,
  },
  hero: {
    eyebrow: "Careers",
    title: "Build the platform that gives small businesses their time back",
    description:
      "We are a small, senior team shipping fast for customers who feel every improvement. If you care about craft and about the people who use your work, we would like to meet you.",
  },
  benefits: {
    title: "Why you will like working here",
    description:
      "Good work needs focus, trust and the right tools. This is what we offer everyone.",
    items: [
      {
        name: "Remote-first, Brussels base",
        description: `Work from anywhere in Europe, or join us in our ${siteConfig.address.city} office whenever you like.`,
        icon: "Globe",
      },
      {
        name: "Health and wellbeing",
        description:
          "Private health insurance for you and your family, plus a yearly wellbeing budget.",
        icon: "HeartPulse",
      },
      {
        name: "Learning budget",
        description:
          "Books, courses and a conference each year - and time during the week to use them.",
        icon: "GraduationCap",
      },
      {
        name: "Equipment of your choice",
        description: "A new laptop and a home-office budget to set up a desk you enjoy sitting at.",
        icon: "Laptop",
      },
      {
        name: "Time to recharge",
        description: "Generous paid leave on top of public holidays, and we expect you to take it.",
        icon: "Plane",
      },
      {
        name: "Share in the upside",
        description:
          "Every permanent team member receives stock options, so you own part of what you build.",
        icon: "TrendingUp",
      },
    ],
  },
  roles: {
    title: "Open positions",
    description:
      "Four full-time roles are open right now. Apply by email - a short note and your CV or portfolio is all we need.",
    applyLabel: "Apply Now",
    applySubject: "Application: {role}",
    items: [
      {
        title: "Senior Full Stack Developer",
        department: "Engineering",
        location: "Remote (Europe)",
        remote: { regions: ["European Union", "United Kingdom", "Switzerland", "Norway"] },
        type: "Full-time",
        summary:
          "Build the features small businesses run on every day, from the funnel builder to the automation engine, in TypeScript, React and Node.js.",
        responsibilities: [
          "Design, build and ship features end to end, from database schema to interface",
          "Keep the platform fast and reliable as our customers' contact lists grow",
          "Review code, mentor teammates and improve how we build",
        ],
        datePosted: "2025-09-01",
        validThrough: "2025-12-31",
      },
      {
        title: "Product Marketing Manager",
        department: "Marketing",
        location: `${siteConfig.address.city}, ${siteConfig.address.country} (hybrid)`,
        type: "Full-time",
        summary:
          "Tell the story of a platform that replaces 50+ tools: positioning, launches and the content that helps customers get more from it.",
        responsibilities: [
          "Own positioning and messaging for each product area",
          "Plan and run launches with product, sales and customer success",
          "Turn customer interviews into pages, guides and campaigns",
        ],
        datePosted: "2025-09-01",
        validThrough: "2025-12-31",
      },
      {
        title: "Customer Success Manager",
        department: "Customer Success",
        location: "Remote (Europe)",
        remote: { regions: ["European Union", "United Kingdom", "Switzerland", "Norway"] },
        type: "Full-time",
        summary:
          "Guide new customers from their first login to a fully migrated business, and make sure they never want to leave.",
        responsibilities: [
          "Onboard new accounts and run migration projects from other tools",
          "Host group onboarding calls and build training material",
          "Bring customer feedback to the product team every week",
        ],
        datePosted: "2025-09-08",
        validThrough: "2025-12-31",
      },
      {
        title: "UX/UI Designer",
        department: "Design",
        location: `${siteConfig.address.city}, ${siteConfig.address.country} (hybrid)`,
        type: "Full-time",
        summary:
          "Make powerful tools feel simple for people who are not software experts, across the app, the templates and this website.",
        responsibilities: [
          "Design flows from research and sketches to polished, accessible interfaces",
          "Grow and maintain our design system with engineering",
          "Test ideas with real customers before and after they ship",
        ],
        datePosted: "2025-09-08",
        validThrough: "2025-12-31",
      },
    ],
  },
  officeCountryCode: "BE",
  resume: {
    title: "Don't see your role?",
    text: "We are always happy to hear from great people. Send us your CV and tell us how you would help small businesses grow.",
    label: "Send Your Resume",
    subject: "Resume submission",
  },
});
