import { z } from "zod";
import { defineContent } from "@/content/define-content";
import freshApproachFile from "@/content/landing/fresh-approach.yaml";
import { iconName } from "@/content/icons";

export const freshApproachSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  pillars: z.array(z.object({ icon: iconName, title: z.string(), text: z.string() })).min(1),
  quote: z.object({ text: z.string(), attribution: z.string() }),
});

export type FreshApproachContent = z.output<typeof freshApproachSchema>;

export const freshApproachContent = defineContent(
  "content/landing/fresh-approach.yaml",
  freshApproachSchema,
  freshApproachFile,
);
