import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { optionalUrl, pageHero, pageMeta, sitePath } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

/**
 * Help articles point at the page that answers them today (a course, a policy section, the
 * pricing table); an article without a destination is listed as a topic, not linked.
 */
const destination = z.union([
  z.object({ kind: z.literal("page"), href: sitePath, label: z.string() }),
  z.object({ kind: z.literal("external"), href: optionalUrl, label: z.string() }),
]);

const article = z.object({
  title: z.string(),
  description: z.string().optional(),
  to: destination.optional(),
});

const helpCenterSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  search: z.object({
    label: z.string(),
    placeholder: z.string(),
    clear: z.string(),
    noun: z.object({ one: z.string(), other: z.string() }),
    /** `{count}` is "3 results", `{query}` what was typed. */
    status: z.string().includes("{count}").includes("{query}"),
    emptyTitle: z.string().includes("{query}"),
    emptyText: z.string(),
    emptyAction: z.string(),
  }),
  popular: z.object({
    title: z.string(),
    items: z
      .array(article.extend({ description: z.string(), to: destination, icon: iconName }))
      .length(6),
  }),
  categories: z.object({
    title: z.string(),
    items: z
      .array(
        z.object({
          name: z.string(),
          description: z.string(),
          icon: iconName,
          articles: z.array(article).min(3),
        }),
      )
      .length(4),
  }),
  moreHelp: z.object({
    title: z.string(),
    description: z.string(),
    items: z
      .array(
        z.object({
          title: z.string(),
          text: z.string(),
          href: z.enum(["/contact-support", "/training", "/status"]),
          action: z.string(),
          icon: iconName,
        }),
      )
      .length(3),
  }),
});

export type HelpDestination = z.infer<typeof destination>;

export const helpCenterContent = defineContent("content/pages/help-center.ts", helpCenterSchema, {
  meta: {
    title: "Help Center",
    description: `Answers for ${siteConfig.name} customers: getting started, billing, features, integrations and the API, plus training and support.`,
  },
  hero: {
    eyebrow: "Help Center",
    title: "How can we help?",
    description:
      "Search our guides, browse by topic, or reach a person - our support team replies within 24 hours.",
  },
  search: {
    label: "Search help articles",
    placeholder: "Search billing, funnels, CRM…",
    clear: "Clear search",
    noun: { one: "result", other: "results" },
    status: "{count} for \u201c{query}\u201d",
    emptyTitle: "No results for \u201c{query}\u201d",
    emptyText:
      "Try a different word, or ask our support team - a real person answers within 24 hours.",
    emptyAction: "Contact Support",
  },
  popular: {
    title: "Popular articles",
    items: [
      {
        title: "Getting started in 30 minutes",
        description:
          "Set up your account, connect your domain and publish your first funnel on day one.",
        icon: "Rocket",
        to: { kind: "page", href: "/training", label: "Training" },
      },
      {
        title: "How the 14-day free trial works",
        description:
          "What is included, what happens when the trial ends and how to cancel before it does.",
        icon: "CalendarCheck",
        to: { kind: "page", href: "/terms-of-service#free-trial", label: "Terms of Service" },
      },
      {
        title: "Choosing and changing your plan",
        description:
          "Compare plans, switch between monthly and annual billing, upgrade or downgrade.",
        icon: "CreditCard",
        to: { kind: "page", href: "/#pricing", label: "Pricing" },
      },
      {
        title: "Migrating from another platform",
        description:
          "Bring your contacts, funnels and automations over with help from our migration team.",
        icon: "Layers",
        to: { kind: "page", href: "/contact-support", label: "Contact Support" },
      },
      {
        title: "Exporting your data and privacy requests",
        description: "Download your data at any time and exercise your rights under the GDPR.",
        icon: "ShieldCheck",
        to: { kind: "page", href: "/privacy-policy#your-rights", label: "Privacy Policy" },
      },
      {
        title: "Connecting Stripe, Zapier and other integrations",
        description:
          "Link payments, analytics and thousands of apps through native integrations and webhooks.",
        icon: "Plug",
        to: { kind: "page", href: "/#integrations", label: "Integrations" },
      },
    ],
  },
  categories: {
    title: "Browse by category",
    items: [
      {
        name: "Getting Started",
        description: "Set up your account, import contacts and launch your first campaign.",
        icon: "Rocket",
        articles: [
          {
            title: "Your first 30 minutes",
            to: { kind: "page", href: "/training", label: "Training" },
          },
          { title: "Importing contacts from a CSV file" },
          { title: "Connecting a custom domain" },
          { title: "Inviting your team" },
        ],
      },
      {
        name: "Account & Billing",
        description: "Plans, invoices, payment methods and cancellation.",
        icon: "CreditCard",
        articles: [
          { title: "Plans and prices", to: { kind: "page", href: "/#pricing", label: "Pricing" } },
          {
            title: "Fees, renewals and refunds",
            to: {
              kind: "page",
              href: "/terms-of-service#fees-and-payment",
              label: "Terms of Service",
            },
          },
          {
            title: "Cancelling your subscription",
            to: { kind: "page", href: "/terms-of-service#cancellation", label: "Terms of Service" },
          },
          { title: "Updating your payment method" },
        ],
      },
      {
        name: "Features & Tools",
        description: "Funnels, CRM, email and SMS, booking, courses and automation.",
        icon: "Workflow",
        articles: [
          {
            title: "Building automations and workflows",
            to: { kind: "page", href: "/training", label: "Training" },
          },
          { title: "Sending email and SMS campaigns" },
          { title: "Setting up booking calendars" },
          { title: "Publishing a course or membership" },
        ],
      },
      {
        name: "Integrations & API",
        description: "Native integrations, the REST API, webhooks and service status.",
        icon: "CodeXml",
        articles: [
          {
            title: "Native integrations",
            to: { kind: "page", href: "/#integrations", label: "Integrations" },
          },
          {
            title: "API documentation",
            to: { kind: "external", href: siteConfig.links.apiDocs, label: "API docs" },
          },
          { title: "Receiving webhooks" },
          {
            title: "Checking service status",
            to: { kind: "page", href: "/status", label: "Status" },
          },
        ],
      },
    ],
  },
  moreHelp: {
    title: "Still need help?",
    description:
      "Talk to a person, learn step by step, or check whether something is wrong on our side.",
    items: [
      {
        title: "Contact Support",
        text: "Chat with us or send a message. We reply within 24 hours.",
        href: "/contact-support",
        action: "Contact Support",
        icon: "LifeBuoy",
      },
      {
        title: "Training",
        text: "Video courses and quick tutorials for every part of the platform.",
        href: "/training",
        action: "Start learning",
        icon: "GraduationCap",
      },
      {
        title: "System Status",
        text: "Live status of every service and the history of recent incidents.",
        href: "/status",
        action: "View status",
        icon: "Activity",
      },
    ],
  },
});
