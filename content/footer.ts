import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
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

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const footerContentIn = defineLocalizedContent(
  "content/footer.yaml",
  footerSchema,
  footerFile,
);

export const footerContent = footerContentIn("en");
