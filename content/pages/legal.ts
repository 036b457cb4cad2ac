import { z } from "zod";
import { isoDate, pageMeta, sitePath } from "@/content/pages/schemas";

const paragraph = z.object({
  kind: z.literal("p"),
  text: z.string().min(1),
  /** A link that follows the sentence, e.g. to the other policy. */
  link: z.object({ label: z.string(), href: sitePath }).optional(),
});

const block = z.discriminatedUnion("kind", [
  paragraph,
  z.object({ kind: z.literal("list"), items: z.array(z.string()).min(1) }),
  /** Term and explanation pairs, e.g. each kind of data and how long it is kept. */
  z.object({
    kind: z.literal("terms"),
    items: z.array(z.object({ term: z.string(), description: z.string() })).min(1),
  }),
  /** The company's name, postal address and the document's contact address. */
  z.object({ kind: z.literal("contact") }),
]);
export type LegalBlock = z.infer<typeof block>;

export const legalDocumentSchema = z
  .object({
    meta: pageMeta,
    eyebrow: z.string(),
    title: z.string(),
    summary: z.string(),
    lastUpdated: isoDate,
    lastUpdatedLabel: z.string(),
    tocLabel: z.string(),
    contactEmail: z.email(),
    intro: z.array(z.string()).min(1),
    sections: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
          title: z.string(),
          blocks: z.array(block).min(1),
        }),
      )
      .min(5),
  })
  .refine(
    (document) =>
      new Set(document.sections.map((section) => section.id)).size === document.sections.length,
    { message: "section ids must be unique", path: ["sections"] },
  );

export type LegalDocument = z.infer<typeof legalDocumentSchema>;
