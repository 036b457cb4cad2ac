import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import faqFile from "@/content/faq.yaml";
import { SLUG } from "@/lib/content/collection";

const faqItemSchema = z.object({
  /** How a page's FAQ block names the question (content/block-pages/); keep it when rewording. */
  id: z
    .string()
    .regex(SLUG, "lower-case words joined by hyphens, such as free-trial")
    .describe(
      "How pages name this question: lower-case words joined by hyphens, such as free-trial.",
    ),
  question: z.string().endsWith("?", "a question ends with a question mark"),
  /** Plain text: shown on the page and reused for FAQPage structured data. */
  answer: z.string().min(40, "write a full answer, at least 40 characters"),
  icon: iconName,
});

export const faqSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  items: z
    .array(faqItemSchema)
    .min(1)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: "each question has its own id",
    }),
  contact: z.object({
    heading: z.string(),
    text: z.string(),
    emailLabel: z.string(),
    chatLabel: z.string(),
    /**
     * The box's promises, each with what makes it true beside it: "24/7 Support" is the chat
     * assistant's and the help center's; people reply within the claims' reply time.
     */
    badges: z.array(z.object({ label: z.string(), note: z.string() })),
  }),
});

export type FaqContent = z.output<typeof faqSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const faqContentIn = defineLocalizedContent("content/faq.yaml", faqSchema, faqFile);

export const faqContent = faqContentIn("en");

/**
 * The questions' ids as content/faq.yaml writes them, for the pages that choose questions: read
 * from the file, as planIdsInFile is, so the editor's forms work while the file is invalid.
 */
export function faqIdsInFile(): string[] {
  const items: unknown = (faqFile as { items?: unknown }).items;
  return Array.isArray(items)
    ? items.flatMap((item) => (typeof item?.id === "string" ? [item.id as string] : []))
    : [];
}
