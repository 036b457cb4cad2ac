import { z } from "zod";
import { defineContent } from "@/content/define";
import { plans } from "@/content/plans";
import { siteConfig } from "@/content/site";
import { tools } from "@/content/tools";
import { formatUsd } from "@/lib/format";
import { lowestMonthlyPrice } from "@/lib/pricing";
import { replyTopics } from "@/lib/chat";
import { toolsTotal } from "@/lib/savings";

const chatSchema = z.object({
  assistantName: z.string(),
  status: z.string(),
  launcherLabel: z.string(),
  closeLabel: z.string(),
  greeting: z.string(),
  inputLabel: z.string(),
  placeholder: z.string(),
  sendLabel: z.string(),
  typingLabel: z.string(),
  disclaimer: z.string(),
  /** Shown beside the launcher when the chat's code could not be downloaded. */
  loadFailed: z.string().min(1),
  replies: z
    .array(
      z.object({
        topic: z.enum(replyTopics),
        /** Lower-case words that make this the reply to a message. */
        keywords: z.array(z.string().regex(/^[a-z0-9 -]+$/)).min(1),
        text: z.string().min(20),
      }),
    )
    .length(replyTopics.length)
    .refine((replies) => new Set(replies.map((reply) => reply.topic)).size === replyTopics.length, {
      message: `one reply per topic: ${replyTopics.join(", ")}`,
    }),
});

const name = siteConfig.name;
const topPlan = plans.at(-1)?.name ?? name;

export const chatContent = defineContent("content/chat.ts", chatSchema, {
  assistantName: `${name} Assistant`,
  status: "Online now",
  launcherLabel: `Chat with the ${name} assistant`,
  closeLabel: "Close chat",
  greeting: `Hi there! I'm the ${name} assistant. Ask me about pricing, the free trial, features or how much you could save.`,
  inputLabel: "Your message",
  placeholder: "Type your message…",
  sendLabel: "Send message",
  typingLabel: "The assistant is typing",
  disclaimer: "Automated answers. A human replies by email within 24 hours.",
  loadFailed: "The chat could not load. Check your connection and try again.",
  replies: [
    {
      topic: "demo",
      keywords: ["demo", "walkthrough", "call", "show me", "meeting"],
      text: `I'd love to show you around! Book a free 1:1 demo and one of our specialists will walk you through ${name} for your business in 30 minutes. Want me to have someone email you a link?`,
    },
    {
      topic: "pricing",
      keywords: ["price", "pricing", "cost", "how much", "plan", "expensive", "cheap"],
      text: `Plans start at ${formatUsd(lowestMonthlyPrice(plans))}/month with zero setup fees, and annual billing gives you 2 months free. Every plan starts with a 14-day free trial, no credit card required.`,
    },
    {
      topic: "trial",
      keywords: ["trial", "free", "try", "sign up", "signup", "start"],
      text: "Your 14-day free trial includes every feature of your plan, no credit card required. Most people have their first funnel and automation running within a day, and you can cancel with one click.",
    },
    {
      topic: "features",
      keywords: ["feature", "funnel", "crm", "email", "sms", "course", "booking", "automation"],
      text: `${name} brings funnels, websites, CRM, email and SMS, booking, courses, reviews and automation into one platform with one contact record. Which of those matters most to you right now?`,
    },
    {
      topic: "support",
      keywords: ["help", "support", "problem", "issue", "human", "contact", "migrate"],
      text: `Our support team is here 24/7. Email ${siteConfig.email.support} any time and we reply within 24 hours, usually much sooner. ${topPlan} customers also get VIP migration support.`,
    },
    {
      topic: "savings",
      keywords: ["save", "saving", "savings", "roi", "replace", "tools", "money"],
      text: `Bought separately, the tools we replace cost ${formatUsd(toolsTotal(tools))} a month. Most businesses save $1,500 to $3,000+ monthly. Try the savings calculator on this page for your own estimate!`,
    },
  ],
});
