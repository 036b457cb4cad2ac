import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import partnersFile from "@/content/pages/partners.yaml";

export const partnersSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  apply: z.object({ label: z.string(), subject: z.string() }),
  kit: z.object({ label: z.string(), subject: z.string() }),
  categories: z.object({
    title: z.string(),
    description: z.string(),
    /** The name screen readers announce for a program's list of partners; `{program}` is its name. */
    partnersLabel: z.string().includes("{program}"),
    items: z.array(
      z.object({
        name: z.string(),
        description: z.string(),
        icon: iconName,
        partners: z.array(z.string()),
      }),
    ),
  }),
  benefits: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(z.object({ name: z.string(), description: z.string(), icon: iconName })),
  }),
  testimonial: z.object({
    quote: z.string(),
    name: z.string(),
    role: z.string(),
    company: z.string(),
  }),
  process: z.object({
    title: z.string(),
    description: z.string(),
    steps: z.array(z.object({ name: z.string(), description: z.string() })),
  }),
  callout: z.object({ title: z.string(), text: z.string() }),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const partnersContentIn = defineLocalizedContent(
  "content/pages/partners.yaml",
  partnersSchema,
  partnersFile,
);

export const partnersContent = partnersContentIn("en");
