import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor } from "@/components/blocks/settings";

const keep = (what: string) =>
  `Leave empty to keep the contact form's usual ${what} (Page: Contact Support).`;

export const contactFormBlock = defineBlock({
  type: "contact-form",
  label: "Contact form",
  description:
    "The support contact form (name, e-mail, subject, priority, message), sent to the configured form endpoint or by e-mail.",
  settings: z.object({
    anchor,
    heading: z.string().min(1).optional().describe(keep("title")),
    intro: z.string().min(1).optional().describe(keep("sentence")),
  }),
});
