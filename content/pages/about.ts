import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import aboutFile from "@/content/pages/about.yaml";

export const aboutSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  mission: z.object({
    eyebrow: z.string(),
    title: z.string(),
    paragraphs: z.array(z.string()).min(1),
    quote: z.object({ text: z.string(), author: z.string() }),
  }),
  stats: z.array(z.object({ value: z.string(), label: z.string(), icon: iconName })),
  values: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string(), icon: iconName })),
  }),
  team: z.object({
    title: z.string(),
    description: z.string(),
    members: z.array(z.object({ name: z.string(), role: z.string(), bio: z.string() })),
  }),
  callout: z.object({
    title: z.string(),
    text: z.string(),
    primary: z.string(),
    secondary: z.string(),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const aboutContentIn = defineLocalizedContent(
  "content/pages/about.yaml",
  aboutSchema,
  aboutFile,
);

export const aboutContent = aboutContentIn("en");
