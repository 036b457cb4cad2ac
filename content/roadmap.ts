import { z } from "zod";
import { defineContent } from "@/content/define";

const roadmapSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  items: z
    .array(
      z.object({
        title: z.string(),
        description: z.string(),
        category: z.enum(["AI", "Integrations", "Mobile", "Analytics", "Payments", "Platform"]),
        quarter: z.string().regex(/^Q[1-4] 20\d\d$/),
        /** Seconds; staggers the entrance animation (reduced motion turns it off). */
        delay: z.number().min(0).max(2),
      }),
    )
    .min(1),
});

export const roadmapContent = defineContent("content/roadmap.ts", roadmapSchema, {
  eyebrow: "Roadmap 2025-2026",
  heading: "What we're building next",
  intro:
    "Every plan gets every new feature at no extra cost. Here is what our team is shipping over the next year.",
  items: [
    {
      title: "AI Employee",
      description:
        "An assistant that answers calls, texts and chats in your voice, books appointments and hands over to a human when it should.",
      category: "AI",
      quarter: "Q4 2025",
      delay: 0,
    },
    {
      title: "Native mobile app 2.0",
      description:
        "A faster app for iOS and Android with offline inbox, pipeline drag-and-drop and push alerts for hot leads.",
      category: "Mobile",
      quarter: "Q4 2025",
      delay: 0.1,
    },
    {
      title: "Attribution dashboard",
      description:
        "See which ad, post or email brought each sale, from first click to paid invoice, without a separate analytics tool.",
      category: "Analytics",
      quarter: "Q1 2026",
      delay: 0.2,
    },
    {
      title: "Two-way accounting sync",
      description:
        "Invoices, payments and refunds flow into QuickBooks and Xero automatically, reconciled and categorised.",
      category: "Integrations",
      quarter: "Q1 2026",
      delay: 0.3,
    },
    {
      title: "Buy now, pay later",
      description:
        "Offer instalments on courses and high-ticket services at checkout, paid to you up front.",
      category: "Payments",
      quarter: "Q2 2026",
      delay: 0.4,
    },
    {
      title: "Client portal builder",
      description:
        "Give every client a branded portal for files, invoices, bookings and progress updates, on your own domain.",
      category: "Platform",
      quarter: "Q3 2026",
      delay: 0.5,
    },
  ],
});
