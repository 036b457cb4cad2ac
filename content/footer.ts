import { z } from "zod";
import { defineContent } from "@/content/define";
import { siteConfig } from "@/content/site";

const footerSchema = z.object({
  cta: z.object({
    heading: z.string(),
    text: z.string(),
    button: z.string(),
    badges: z.array(z.string()).length(4),
  }),
  blurb: z.string(),
  trustLine: z.string(),
});

export const footerContent = defineContent("content/footer.ts", footerSchema, {
  cta: {
    heading: "Ready to Replace Your Entire Tech Stack?",
    text: "Join 50,000+ businesses that run their funnels, CRM, email, booking and courses from one place - and stop paying for a dozen tools.",
    button: "Start FREE 14-Day Trial",
    badges: ["No Credit Card Required", "No Contracts", "Cancel Anytime", "30-Day Money Back"],
  },
  blurb: `${siteConfig.name} is the all-in-one marketing, CRM and funnel platform for small businesses, agencies, consultants and course creators.`,
  trustLine: "Trusted by 50,000+ businesses",
});
