import { z } from "zod";
import { defineContent } from "@/content/define-content";
import footerFile from "@/content/footer.yaml";

export const footerSchema = z.object({
  cta: z.object({
    heading: z.string(),
    text: z.string(),
    button: z.string(),
    badges: z.array(z.string()),
  }),
  blurb: z.string(),
  trustLine: z.string(),
});

export const footerContent = defineContent("content/footer.yaml", footerSchema, footerFile);
