import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";

const integrationsSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  stripLabel: z.string(),
  pauseLabel: z.string(),
  playLabel: z.string(),
  logos: z
    .array(
      z.object({
        name: z.string(),
        /** Brand-neutral monogram colour for the simple mark drawn beside the wordmark. */
        color: z.string().regex(/^#[0-9a-f]{6}$/i),
      }),
    )
    .length(11),
  cards: z
    .array(
      z.object({
        icon: iconName,
        title: z.string(),
        text: z.string(),
        tags: z.array(z.string()),
      }),
    )
    .length(3),
});

export const integrationsContent = defineContent("content/integrations.ts", integrationsSchema, {
  eyebrow: "Integrations",
  heading: "Plays nicely with 1,000+ tools you already use",
  intro:
    "Keep the apps you love. Native connections, an open API and webhooks move data in and out in real time.",
  stripLabel: "Popular integrations",
  pauseLabel: "Pause the logo strip",
  playLabel: "Play the logo strip",
  logos: [
    { name: "WhatsApp", color: "#128c4b" },
    { name: "Stripe", color: "#5b4ff5" },
    { name: "Instagram", color: "#c8326e" },
    { name: "Google My Business", color: "#1a66d2" },
    { name: "LinkedIn", color: "#0a66c2" },
    { name: "TikTok", color: "#111827" },
    { name: "Facebook", color: "#1866e0" },
    { name: "HubSpot", color: "#d9480f" },
    { name: "Slack", color: "#6b2d6e" },
    { name: "WordPress", color: "#21759b" },
    { name: "ClickFunnels", color: "#1c5fd4" },
  ],
  cards: [
    {
      icon: "Plug",
      title: "Native Integrations",
      text: "Connect Zapier, Stripe, Google Analytics and more in a couple of clicks, with no code and no middleware bills.",
      tags: ["Zapier", "Stripe", "Google Analytics"],
    },
    {
      icon: "CodeXml",
      title: "Powerful API",
      text: "A RESTful API with clear documentation lets your developers read and write contacts, deals, bookings and more.",
      tags: ["RESTful", "OAuth 2.0", "JSON"],
    },
    {
      icon: "Webhook",
      title: "Webhooks",
      text: "Push events such as new leads, bookings and payments to any URL the instant they happen, and trigger workflows from outside.",
      tags: ["Real-time", "Inbound", "Outbound"],
    },
  ],
});
