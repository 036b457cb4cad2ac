import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import trialTimelineFile from "@/content/landing/trial-timeline.yaml";
import { iconName } from "@/content/icons";

export const trialTimelineSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  /** Above each step's title; `{day}` is its day of the trial. */
  dayLabel: z.string().includes("{day}"),
  steps: z
    .array(
      z.object({
        day: z.number().int().min(1),
        icon: iconName,
        title: z.string(),
        text: z.string(),
      }),
    )
    .min(1),
  cta: z.string(),
});

/** The landing page's trial timeline: what happens on which day of the free trial. */
export type TrialTimelineContent = z.output<typeof trialTimelineSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const trialTimelineContentIn = defineLocalizedContent(
  "content/landing/trial-timeline.yaml",
  trialTimelineSchema,
  trialTimelineFile,
);

export const trialTimelineContent = trialTimelineContentIn("en");
