import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor, background, buttons } from "@/components/blocks/settings";
import { imageDimensions } from "@/lib/content/article";

export const imageTextBlock = defineBlock({
  type: "image-text",
  label: "Image with text",
  description:
    "An image beside a title, paragraphs and buttons; the image's alt text is required, its size read from the file.",
  settings: z.object({
    anchor,
    eyebrow: z.string().min(1).optional().describe("A few words above the title (optional)."),
    heading: z.string().min(1),
    text: z
      .string()
      .min(1)
      .describe("Paragraphs of plain text; an empty line starts a new paragraph."),
    image: z
      .string()
      .superRefine((src, context) => {
        const size = imageDimensions(src);
        if (typeof size === "string") context.addIssue({ code: "custom", message: size });
      })
      .describe("An image in public/, written from the site root: /pages/webinar/agenda.png."),
    alt: z
      .string()
      .trim()
      .min(1, "say what the image shows, for people who cannot see it")
      .describe("What the image shows, for people who cannot see it."),
    imageSide: z
      .enum(["right", "left"])
      .default("right")
      .describe("The image's side on wide screens."),
    background,
    buttons,
  }),
});
