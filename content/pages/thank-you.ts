import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { pageHero, pageMeta, sitePath } from "@/content/pages/schemas";
import thankYouFile from "@/content/pages/thank-you.yaml";

export const thankYouSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  /** What happens next, one line per form that lands here. */
  next: z.array(z.string()).min(1),
  linksLabel: z
    .string()
    .min(1)
    .describe("The name screen readers announce for the list of links below."),
  links: z.array(z.object({ label: z.string(), href: sitePath })).min(1),
});

const source = "content/pages/thank-you.yaml";

/** Where a form sent without JavaScript comes back to (the provider redirects here). */
/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const thankYouContentIn = defineLocalizedContent(source, thankYouSchema, thankYouFile);

export const thankYouContent = thankYouContentIn("en");
