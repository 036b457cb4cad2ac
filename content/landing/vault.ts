import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";

const vaultSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  steps: z
    .array(
      z.object({ icon: iconName, title: z.string(), text: z.string(), tags: z.array(z.string()) }),
    )
    .length(3),
});

export const vaultContent = defineContent("content/landing/vault.ts", vaultSchema, {
  eyebrow: "The done-for-you vault",
  heading: "Launch in three steps with templates that already work",
  intro:
    "Every account opens the vault: funnels, websites, email and SMS sequences, automations and course outlines, tested by businesses like yours.",
  steps: [
    {
      icon: "Search",
      title: "Pick a proven template",
      text: "Browse by industry and goal, preview every page and message, and install the complete snapshot in one click.",
      tags: ["Funnels", "Websites", "Automations"],
    },
    {
      icon: "Palette",
      title: "Make it yours",
      text: "Your logo, colours and fonts are applied everywhere at once. Edit any word with the visual builder or let AI rewrite it for your offer.",
      tags: ["Brand kit", "AI copy", "Visual builder"],
    },
    {
      icon: "Rocket",
      title: "Launch and grow",
      text: "Connect your domain and payment account, switch it on and watch leads arrive in your pipeline, already tagged and followed up.",
      tags: ["Domains", "Payments", "Reporting"],
    },
  ],
});
