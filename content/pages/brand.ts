import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import { isThemeColour } from "@/lib/brand/brand-palette";
import brandFile from "@/content/pages/brand.yaml";

export const brandSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  printHint: z.string(),
  logo: z.object({
    title: z.string(),
    text: z.string(),
    onLight: z.string(),
    onDark: z.string(),
    /** What a screen reader hears for each drawing of the logo: name it and its background. */
    onLightImage: z.string(),
    onDarkImage: z.string(),
    packTitle: z.string(),
    /** What each drawing in the logo pack is for; the README in the zip says the same. */
    files: z.object({
      mark: z.string(),
      "logo-on-light": z.string(),
      "logo-on-dark": z.string(),
      readme: z.string(),
    }),
    download: z.string(),
  }),
  colours: z.object({
    title: z.string(),
    text: z.string(),
    /** `token` names a colour of app/globals.css (`--color-<token>`); the hex comes from there. */
    swatches: z
      .array(
        z.object({
          name: z.string(),
          token: z.string().refine((token) => isThemeColour(token), {
            error: (issue) =>
              `"${String(issue.input)}" is not a colour of app/globals.css; write the name after --color-, such as brand-600`,
          }),
          use: z.string(),
        }),
      )
      .min(1),
    contrastLabel: z.string().includes("{ratio}"),
    /** The rule the pages keep: violet acts, a plan's accent only marks the plan. */
    rule: z.object({ title: z.string(), text: z.string() }),
  }),
  type: z.object({
    title: z.string(),
    family: z.string(),
    text: z.string(),
    weights: z
      .array(z.object({ weight: z.number().int(), name: z.string(), use: z.string() }))
      .min(1),
    sample: z.string(),
  }),
  clearSpace: z.object({
    title: z.string(),
    text: z.string(),
    minimumSize: z.string(),
    figureLabel: z.string(),
  }),
  /** How to write the name, and how the brand sounds; the boilerplate is the press page's. */
  voice: z.object({
    title: z.string(),
    text: z.string(),
    name: z.string(),
    traits: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
    example: z.object({
      sayLabel: z.string(),
      say: z.string(),
      notLabel: z.string(),
      not: z.string(),
    }),
    boilerplate: z.string(),
  }),
  dont: z.object({ title: z.string(), items: z.array(z.string()).min(1) }),
  contact: z.string(),
});

const source = "content/pages/brand.yaml";

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const brandContentIn = defineLocalizedContent(source, brandSchema, brandFile);

export const brandContent = brandContentIn("en");
