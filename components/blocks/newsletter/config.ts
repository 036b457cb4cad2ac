import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor } from "@/components/blocks/settings";

const keep = (what: string) =>
  `Leave empty to keep the newsletter box's usual ${what} (Page: Blog).`;

export const newsletterBlock = defineBlock({
  type: "newsletter",
  label: "Newsletter",
  description:
    "The blog's newsletter sign-up (an e-mail address), sent to the configured form endpoint or by e-mail.",
  settings: z.object({
    anchor,
    heading: z.string().min(1).optional().describe(keep("title")),
    text: z.string().min(1).optional().describe(keep("sentence")),
  }),
});
