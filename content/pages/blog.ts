import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import { isoDate, pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const categoryNames = [
  "Business Strategy",
  "Marketing",
  "Sales",
  "CRM",
  "Email Marketing",
  "Analytics",
] as const;

const postSchema = z.object({
  title: z.string().min(10),
  excerpt: z.string().min(60),
  author: z.string(),
  date: isoDate,
  category: z.enum(categoryNames),
  readTime: z.string().regex(/^\d+ min read$/),
});
export type BlogPost = z.infer<typeof postSchema>;

const blogSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  filter: z.object({
    label: z.string(),
    all: z.literal("All"),
    categories: z
      .array(z.object({ name: z.enum(categoryNames), icon: iconName }))
      .length(categoryNames.length),
    noun: z.object({ one: z.string(), other: z.string() }),
    /** `{count}` is "6 articles"; `{category}` is the chip's name. */
    statusAll: z.string().includes("{count}"),
    statusCategory: z.string().includes("{count}").includes("{category}"),
    emptyTitle: z.string().includes("{category}"),
    emptyText: z.string(),
    emptyAction: z.string(),
    showAll: z.string(),
  }),
  postsHeading: z.string(),
  posts: z.array(postSchema).length(6),
  newsletter: z.object({
    title: z.literal("Stay Updated"),
    text: z.string(),
    emailLabel: z.string(),
    placeholder: z.string(),
    button: z.literal("Subscribe"),
    sending: z.string(),
    privacyNote: z.string(),
    privacyLink: z.string(),
    messages: z.object({ emailRequired: z.string(), emailInvalid: z.string() }),
    mail: z.object({ subject: z.string(), body: z.string().includes("{email}") }),
    toast: z.object({
      posted: z.string(),
      failed: z.string(),
      mail: z.string().includes("{to}"),
    }),
    fallback: z.string().includes("{to}"),
    fallbackLink: z.string(),
  }),
});

export const blogContent = defineContent("content/pages/blog.ts", blogSchema, {
  meta: {
    title: "Blog",
    description: `Practical guides on business strategy, marketing, sales, CRM and email marketing from the ${siteConfig.name} team - written for small businesses.`,
  },
  hero: {
    eyebrow: "Blog",
    title: "Ideas and playbooks for growing with less",
    description:
      "Practical guides on marketing, sales and customer relationships - written by the people who build and support the platform.",
  },
  filter: {
    label: "Filter articles by category",
    all: "All",
    categories: [
      { name: "Business Strategy", icon: "Briefcase" },
      { name: "Marketing", icon: "Megaphone" },
      { name: "Sales", icon: "TrendingUp" },
      { name: "CRM", icon: "Users" },
      { name: "Email Marketing", icon: "Mail" },
      { name: "Analytics", icon: "ChartColumn" },
    ],
    noun: { one: "article", other: "articles" },
    statusAll: "Showing all {count}",
    statusCategory: "Showing {count} in {category}",
    emptyTitle: "No {category} articles yet",
    emptyText:
      "We are writing our first pieces on this topic. Subscribe below and they will land in your inbox the day they are published.",
    emptyAction: "Get new articles by email",
    showAll: "Show all articles",
  },
  postsHeading: "Latest articles",
  posts: [
    {
      title: "The True Cost of Tool Sprawl: What Fifteen Subscriptions Really Cost You",
      excerpt:
        "Add up the monthly fees, the hours spent copying data between apps and the leads lost in the gaps. For most small businesses the total is far higher than the invoices suggest.",
      author: "Elise Maes",
      date: "2025-09-10",
      category: "Business Strategy",
      readTime: "7 min read",
    },
    {
      title: "Five Funnel Fixes That Lift Conversions Without More Ad Spend",
      excerpt:
        "Before you raise your budget, tighten the page you are sending traffic to. Five changes - from one clear offer to a faster checkout - that consistently move the needle.",
      author: "Nadia Okafor",
      date: "2025-09-03",
      category: "Marketing",
      readTime: "6 min read",
    },
    {
      title: "From First Call to Closed Deal: A Simple Pipeline for Small Sales Teams",
      excerpt:
        "You do not need a complex sales process, you need a visible one. How to set up five pipeline stages, automatic follow-ups and a weekly review that takes fifteen minutes.",
      author: "Elise Maes",
      date: "2025-08-27",
      category: "Sales",
      readTime: "8 min read",
    },
    {
      title: "Your CRM Is Only as Good as Its Data: A 30-Minute Clean-Up",
      excerpt:
        "Duplicates, missing tags and contacts nobody has touched in a year quietly break your automations. A half-hour routine that keeps your contact list healthy.",
      author: "Tomás Ferreira",
      date: "2025-08-20",
      category: "CRM",
      readTime: "5 min read",
    },
    {
      title: "Welcome Sequences That Convert: A Seven-Email Template",
      excerpt:
        "The first week after someone subscribes decides whether they ever buy. A seven-email sequence you can copy, with the timing and the one goal of each message.",
      author: "Nadia Okafor",
      date: "2025-08-13",
      category: "Email Marketing",
      readTime: "9 min read",
    },
    {
      title: "How Agencies Consolidate Client Stacks Without Losing a Week",
      excerpt:
        "Moving a client off a dozen tools sounds risky. A phased plan - templates first, contacts second, automations last - that keeps every campaign running during the switch.",
      author: "Tomás Ferreira",
      date: "2025-08-06",
      category: "Business Strategy",
      readTime: "6 min read",
    },
  ],
  newsletter: {
    title: "Stay Updated",
    text: "One email every two weeks with our newest articles and practical tips. No spam, unsubscribe with one click.",
    emailLabel: "Email address",
    placeholder: "you@company.com",
    button: "Subscribe",
    sending: "Subscribing...",
    privacyNote: "We use your address only to send the newsletter. See our",
    privacyLink: "Privacy Policy",
    messages: {
      emailRequired: "Enter your email address to subscribe.",
      emailInvalid: "Enter a valid email address, like name@company.com.",
    },
    mail: {
      subject: "Newsletter subscription",
      body: `Please subscribe {email} to the ${siteConfig.name} newsletter.`,
    },
    toast: {
      posted: "You're subscribed! Look out for our next article in your inbox.",
      failed:
        "We couldn't subscribe you just now. Your address is still in the box - please try again.",
      mail: "Your email app is opening with a subscription request to {to}. Send it to confirm.",
    },
    fallback: "Your email app should open with a subscription request to {to}.",
    fallbackLink: "Nothing opened? Open the email again",
  },
});
