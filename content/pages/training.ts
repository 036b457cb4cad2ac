import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { iconName } from "@/content/icons";
import { envUrl, optionalUrl } from "@/content/env";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import trainingFile from "@/content/pages/training.yaml";
import { siteConfig } from "@/content/site";
import { SLUG } from "@/lib/content/collection";

const course = z.object({
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  lessons: z.number().int().positive(),
  /** Shown as a badge; the four levels of the sample copy get their own colour. */
  level: z.string(),
  icon: iconName,
});

/** The downloads a deployment configures (see README, "Configuration"), by the `link` naming one. */
export const trainingDownloadEnv = {
  quickStartGuide: "NEXT_PUBLIC_TRAINING_QUICK_START_URL",
  automationPlaybook: "NEXT_PUBLIC_TRAINING_PLAYBOOK_URL",
} as const;

/** Where a resource's `link` points: a configured download, or a link of the site config. */
const resourceLinks = {
  quickStartGuide: () => envUrl(trainingDownloadEnv.quickStartGuide),
  automationPlaybook: () => envUrl(trainingDownloadEnv.automationPlaybook),
  apiDocs: () => siteConfig.links.apiDocs,
};

export const trainingSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  featured: course.extend({
    badge: z.string(),
    modules: z.array(z.string()).min(1),
    action: z.string(),
    detailsLabel: z.string(),
    modulesLabel: z.string(),
    /** The course player drawn beside it: which module plays, and how far in (sample data). */
    player: z.object({
      current: z.number().int().positive(),
      elapsed: z.string(),
      length: z.string(),
      moduleLabel: z.string().includes("{n}", { error: "write {n} where the number goes" }),
    }),
  }),
  /**
   * While the academy has no address (`links.training`), the page says so once, here, with a
   * form to be told when it opens, instead of a label on every course.
   */
  waitlist: z.object({
    title: z.string(),
    text: z.string(),
    formName: z.string().regex(SLUG, "lower-case words joined by hyphens"),
    button: z.string(),
    confirmation: z.string(),
    mailSubject: z.string(),
    mailBody: z.string().includes("{email}", { error: "write {email} where the address goes" }),
  }),
  courses: z.object({
    title: z.string(),
    description: z.string(),
    action: z.string(),
    lessonsLabel: z.string(),
    items: z.array(course),
  }),
  tutorials: z.object({
    title: z.string(),
    description: z.string(),
    action: z.string(),
    items: z.array(
      z.object({ title: z.string(), topic: z.string(), minutes: z.number().int().positive() }),
    ),
  }),
  resources: z.object({
    title: z.string(),
    description: z.string(),
    items: z.array(
      z
        .object({
          title: z.string(),
          description: z.string(),
          format: z.string(),
          action: z.string(),
          icon: iconName,
          url: optionalUrl,
          link: z.enum(Object.keys(resourceLinks) as [keyof typeof resourceLinks]).optional(),
        })
        .transform((resource) => ({
          ...resource,
          url: resource.url ?? (resource.link ? resourceLinks[resource.link]() : undefined),
        })),
    ),
  }),
  help: z.object({
    title: z.string(),
    text: z.string(),
    primary: z.string(),
    secondary: z.string(),
  }),
});

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const trainingContentIn = defineLocalizedContent(
  "content/pages/training.yaml",
  trainingSchema.transform((training) => ({
    ...training,
    /** Where courses and tutorials are watched; without it the page offers the waitlist instead. */
    academyUrl: siteConfig.links.training,
  })),
  trainingFile,
);

export const trainingContent = trainingContentIn("en");
export type TrainingContent = z.output<typeof trainingSchema>;
