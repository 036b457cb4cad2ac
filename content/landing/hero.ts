import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import heroFile from "@/content/landing/hero.yaml";
import { iconName } from "@/content/icons";

export const heroSchema = z.object({
  // The badges take turns in one place, so any number fits; at least one is shown.
  badges: z.array(z.object({ icon: iconName, label: z.string().min(1) })).min(1),
  badgesLabel: z.string(),
  pauseBadgesLabel: z.string(),
  playBadgesLabel: z.string(),
  heading: z.object({ lead: z.string(), highlight: z.string() }),
  intro: z.string(),
  primaryCta: z.string(),
  demoCta: z.string(),
  assurances: z.array(z.string()).min(1),
  // One row of three columns, down to 320 px (components/sections/hero-section.tsx).
  stats: z
    .array(z.object({ value: z.string(), label: z.string() }))
    .min(1)
    .max(3),
  mockup: z.object({
    windowTitle: z.string(),
    navigation: z.array(z.string()),
    greeting: z.string(),
    // One row of three tiles (components/sections/hero-mockup.tsx).
    kpis: z
      .array(z.object({ label: z.string(), value: z.string(), change: z.string() }))
      .min(1)
      .max(3),
    chartTitle: z.string(),
    // A line needs two points.
    chartPoints: z.array(z.number().min(0).max(100)).min(2),
    pipelineTitle: z.string(),
    pipeline: z.array(z.object({ stage: z.string(), count: z.number().int(), value: z.string() })),
    // Two floating cards, one at each of two corners of the mock-up.
    toasts: z.array(z.object({ icon: iconName, title: z.string(), detail: z.string() })).max(2),
  }),
});

export type HeroContent = z.output<typeof heroSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const heroContentIn = defineLocalizedContent(
  "content/landing/hero.yaml",
  heroSchema,
  heroFile,
);

export const heroContent = heroContentIn("en");
