import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { chosen, pick, sectionWords } from "@/components/blocks/settings";
import { faqContentIn, faqIdsInFile } from "@/content/faq";
import { faqPageJsonLd } from "@/lib/seo/structured-data";

export const faqBlock = defineBlock({
  type: "faq",
  label: "FAQ",
  description:
    "Questions and answers that open one at a time, chosen from content/faq.yaml, with the 'Still have questions?' box.",
  once: true,
  settings: z.object({
    ...sectionWords,
    questions: chosen(faqIdsInFile(), "a question's id", "content/faq.yaml"),
    contactBox: z
      .boolean()
      .default(true)
      .describe("The 'Still have questions?' box with the e-mail and chat buttons."),
  }),
  // The questions shown, in the page's language, as FAQPage structured data.
  jsonLd: (settings, place) =>
    faqPageJsonLd(pick(faqContentIn(place.locale).items, (item) => item.id, settings.questions)),
});
