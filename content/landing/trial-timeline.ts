import { z } from "zod";
import { defineContent } from "@/content/define";
import trialTimelineFile from "@/content/landing/trial-timeline.yaml";
import { iconName } from "@/content/icons";

export const trialTimelineSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  steps: z
    .array(
      z.object({
        day: z.number().int().min(1).max(14),
        icon: iconName,
        title: z.string(),
        text: z.string(),
      }),
    )
    // The desktop row has four columns and its connecting line runs between the first and the
    // last column's centres (components/sections/trial-timeline-section.tsx).
    .length(4),
  cta: z.string(),
});

/** SPEC section 4, "Trial timeline". */
export const trialTimelineContent = defineContent(
  "content/landing/trial-timeline.yaml",
  trialTimelineSchema,
  trialTimelineFile,
);
