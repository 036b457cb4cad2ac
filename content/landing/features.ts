import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import featuresFile from "@/content/landing/features.yaml";
import { iconName } from "@/content/icons";

export const featureTabIds = [
  "reviews",
  "messaging",
  "webchat",
  "automissedcall",
  "crm",
  "email",
  "courses",
] as const;

const chatLine = z.object({ from: z.enum(["contact", "business"]), text: z.string() });

/** Sample data for each HTML/CSS mock-up; no real application screen is shown. */
const mockupSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("reviews"),
    rating: z.string(),
    reviewCount: z.string(),
    reviews: z.array(z.object({ author: z.string(), source: z.string(), text: z.string() })),
    requestStatus: z.string(),
  }),
  z.object({
    kind: z.literal("messaging"),
    inboxTitle: z.string(),
    conversations: z.array(
      z.object({ name: z.string(), channel: z.string(), preview: z.string(), time: z.string() }),
    ),
    thread: z.array(chatLine),
    composer: z.string(),
  }),
  z.object({
    kind: z.literal("webchat"),
    siteAddress: z.string(),
    siteHeadline: z.string(),
    widgetTitle: z.string(),
    thread: z.array(chatLine),
  }),
  z.object({
    kind: z.literal("automissedcall"),
    /** The automation behind it, as its builder draws it: a trigger, then each step. */
    flowTitle: z.string(),
    flow: z.array(z.object({ label: z.string(), detail: z.string(), icon: iconName })).min(1),
    missedCallLabel: z.string(),
    caller: z.string(),
    thread: z.array(chatLine),
    outcome: z.string(),
  }),
  z.object({
    kind: z.literal("crm"),
    pipelineName: z.string(),
    columns: z.array(
      z.object({
        stage: z.string(),
        deals: z.array(z.object({ name: z.string(), value: z.string() })),
      }),
    ),
    /** The booking calendar beside the pipeline: a week's days and the calls booked in it. */
    calendar: z.object({
      title: z.string(),
      days: z.array(z.string()).min(1),
      bookings: z.array(
        z.object({ day: z.number().int().min(0), time: z.string(), name: z.string() }),
      ),
    }),
  }),
  z.object({
    kind: z.literal("email"),
    campaign: z.string(),
    subject: z.string(),
    sendLabel: z.string(),
    /** The builder's palette: the blocks an e-mail is made of. */
    blocksTitle: z.string(),
    blocks: z.array(z.object({ label: z.string(), icon: iconName })).min(1),
    /** The e-mail on the canvas: its heading, a line of text and its button (selected). */
    preview: z.object({ heading: z.string(), text: z.string(), button: z.string() }),
    stats: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  z.object({
    kind: z.literal("courses"),
    courseTitle: z.string(),
    currentLesson: z.string(),
    progressLabel: z.string(),
    progress: z.number().min(0).max(100),
    lessons: z.array(z.object({ title: z.string(), duration: z.string(), done: z.boolean() })),
  }),
]);

export type FeatureMockup = z.infer<typeof mockupSchema>;

const tabSchema = z
  .object({
    id: z.enum(featureTabIds),
    label: z.string(),
    icon: iconName,
    title: z.string(),
    subtitle: z.string(),
    description: z.string(),
    bullets: z.array(z.string()),
    mockup: mockupSchema,
  })
  .refine((tab) => tab.mockup.kind === tab.id, {
    message: "the mock-up kind matches the tab id",
    path: ["mockup", "kind"],
  });

export const featuresSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  tablistLabel: z.string(),
  tryCta: z.string(),
  learnCta: z.string(),
  tabs: z
    .array(tabSchema)
    .min(1)
    // A tab's id names its panel and its mock-up, so each appears once.
    .refine((tabs) => new Set(tabs.map((tab) => tab.id)).size === tabs.length, {
      message: "each tab id appears once",
    }),
});

export type FeaturesContent = z.output<typeof featuresSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const featuresContentIn = defineLocalizedContent(
  "content/landing/features.yaml",
  featuresSchema,
  featuresFile,
);

export const featuresContent = featuresContentIn("en");
