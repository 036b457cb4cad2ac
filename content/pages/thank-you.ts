import { z } from "zod";
import { defineContent } from "@/content/define";
import { pageHero, pageMeta, sitePath } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const thankYouSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  /** What happens next, one line per form that lands here. */
  next: z.array(z.string()).min(1),
  links: z.array(z.object({ label: z.string(), href: sitePath })).min(1),
});

/** Where a form sent without JavaScript comes back to (the provider redirects here). */
export const thankYouContent = defineContent("content/pages/thank-you.ts", thankYouSchema, {
  meta: {
    title: "Thank you",
    description: `Your message or sign-up reached the ${siteConfig.name} team. Here is what happens next and where to go from here.`,
  },
  hero: {
    eyebrow: "Sent",
    title: "Thank you - it reached us",
    description: "Your form arrived safely. Nothing else is needed from you.",
  },
  next: [
    "A message to support is answered by a real person within 24 hours, Monday to Saturday.",
    "A newsletter sign-up brings our next article to your inbox; every email has a one-click unsubscribe link.",
  ],
  links: [
    { label: "Back to the home page", href: "/" },
    { label: "Browse the Help Center", href: "/help-center" },
    { label: "Read the blog", href: "/blog" },
  ],
});
