import { z } from "zod";
import { defineContent } from "@/content/define";
import roadmapFile from "@/content/roadmap.yaml";

export const roadmapSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  items: z
    .array(
      z.object({
        title: z.string(),
        description: z.string(),
        /** Any label; the known ones have their own colour (components/sections/roadmap-section.tsx). */
        category: z.string().min(1),
        quarter: z.string().regex(/^Q[1-4] 20\d\d$/),
        /** Seconds; staggers the entrance animation (reduced motion turns it off). */
        delay: z.number().min(0).max(2),
      }),
    )
    .min(1),
});

export const roadmapContent = defineContent("content/roadmap.yaml", roadmapSchema, roadmapFile);
