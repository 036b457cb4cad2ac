import { z } from "zod";
import { defineContent } from "@/content/define";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import { siteConfig } from "@/content/site";

const { name } = siteConfig;

const brandSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  printHint: z.string(),
  logo: z.object({
    title: z.string(),
    text: z.string(),
    onLight: z.string(),
    onDark: z.string(),
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
    swatches: z.array(z.object({ name: z.string(), token: z.string(), use: z.string() })).min(1),
    contrastLabel: z.string().includes("{ratio}"),
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
  dont: z.object({ title: z.string(), items: z.array(z.string()).min(1) }),
  contact: z.string(),
});

export const brandContent = defineContent("content/pages/brand.ts", brandSchema, {
  meta: {
    title: "Brand sheet",
    description: `The ${name} logo, colours, typeface and clear space on one page that prints well, with the logo pack to download.`,
  },
  hero: {
    eyebrow: "Brand",
    title: `${name} brand sheet`,
    description: `How to show the ${name} name and logo: the files, the colours, the typeface and the space to leave around them.`,
  },
  printHint: "To keep it as a PDF, print this page from your browser.",
  logo: {
    title: "Logo",
    text: `The logo is the mark and the wordmark side by side. Use the mark alone where space is tight, such as an avatar or an app icon. The wordmark is drawn as outlines, so the files look the same on any computer.`,
    onLight: "On light backgrounds",
    onDark: "On dark backgrounds",
    packTitle: "In the logo pack",
    files: {
      mark: "The mark alone, for avatars, favicons and tight spaces; its own tile works on any background.",
      "logo-on-light": "Mark and wordmark with dark lettering, for white and light backgrounds.",
      "logo-on-dark": "Mark and wordmark with white lettering, for dark backgrounds and photos.",
      readme: "These notes, with the colours and the clear space.",
    },
    download: "Download the logo pack",
  },
  colours: {
    title: "Colours",
    text: "One violet carries the brand; ink and white do the rest. Use the brand violet for the mark, buttons and links, not for long text on colour.",
    swatches: [
      { name: "Brand violet", token: "brand-600", use: "The mark, buttons, links" },
      { name: "Deep violet", token: "brand-950", use: "Dark backgrounds" },
      { name: "Soft violet", token: "brand-100", use: "Tints and highlights" },
      { name: "Ink", token: "ink", use: "Text and the wordmark on light" },
      { name: "Slate", token: "ink-muted", use: "Secondary text" },
      { name: "White", token: "surface", use: "Backgrounds, the wordmark on dark" },
    ],
    contrastLabel: "{ratio}:1 with white",
  },
  type: {
    title: "Typeface",
    family: "Inter",
    text: "Inter, an open-source typeface (SIL Open Font License), sets the wordmark, headings and text. Headings are set slightly tight; text keeps the default spacing.",
    weights: [
      { weight: 700, name: "Bold", use: "The wordmark and headings" },
      { weight: 600, name: "Semibold", use: "Labels and buttons" },
      { weight: 400, name: "Regular", use: "Body text" },
    ],
    sample: "Replace your entire tech stack",
  },
  clearSpace: {
    title: "Clear space and size",
    text: "Leave at least a quarter of the mark's height free on every side of the logo: no text, edges or other logos inside it.",
    minimumSize: "Smallest sizes: the mark 24 px (6 mm) tall, the logo 120 px (30 mm) wide.",
    figureLabel: "The logo with its clear space marked on every side",
  },
  dont: {
    title: "Please don't",
    items: [
      "Recolour, stretch, rotate or outline the logo.",
      "Set the name in another typeface and call it the logo.",
      "Put the logo on a busy photo without a calm area behind it.",
      "Pair the mark with another name or use it as part of your own logo.",
    ],
  },
  contact: "Need another format or a question answered? Write to the press team at",
});
