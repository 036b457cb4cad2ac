import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import integrationsFile from "@/content/integrations.yaml";
import { iconName } from "@/content/icons";

export const integrationsSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  stripLabel: z.string(),
  pauseLabel: z.string(),
  playLabel: z.string(),
  logos: z
    .array(
      z.object({
        /** The company's name as people write it: its mark is simple-icons' for that name. */
        name: z.string(),
      }),
    )
    .min(1),
  cards: z.array(
    z.object({
      icon: iconName,
      title: z.string(),
      text: z.string(),
      tags: z.array(z.string()),
    }),
  ),
});

export type IntegrationsContent = z.output<typeof integrationsSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const integrationsContentIn = defineLocalizedContent(
  "content/integrations.yaml",
  integrationsSchema,
  integrationsFile,
);

export const integrationsContent = integrationsContentIn("en");

/** The logos' names as content/integrations.yaml writes them, by which a page chooses logos. */
export function logoNamesInFile(): string[] {
  const logos: unknown = (integrationsFile as { logos?: unknown }).logos;
  return Array.isArray(logos)
    ? logos.flatMap((logo) => (typeof logo?.name === "string" ? [logo.name as string] : []))
    : [];
}
