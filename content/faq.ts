import { z } from "zod";
import { defineContent } from "@/content/define";
import { iconName } from "@/content/icons";
import faqFile from "@/content/faq.yaml";

const faqItemSchema = z.object({
  question: z.string().endsWith("?"),
  /** Plain text: shown on the page and reused for FAQPage structured data. */
  answer: z.string().min(40),
  icon: iconName,
});

export const faqSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  items: z.array(faqItemSchema).min(1),
  contact: z.object({
    heading: z.string(),
    text: z.string(),
    emailLabel: z.string(),
    chatLabel: z.string(),
    badges: z.array(z.string()),
  }),
});

export const faqContent = defineContent("content/faq.yaml", faqSchema, faqFile);
