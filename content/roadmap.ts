import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import roadmapFile from "@/content/roadmap.yaml";
import { buildDate } from "@/lib/dates/build-date";
import { PERIOD_FORMAT } from "@/lib/dates/dated";
import { ROADMAP_STATUSES, roadmapOn, roadmapWarnings } from "@/lib/dates/roadmap";
import { warnOnce } from "@/lib/content/warn-once";

const text = z.string().min(1);

export const roadmapSchema = z.object({
  eyebrow: text
    .includes("{years}", {
      error: 'write {years} where the years of the items go: "Roadmap {years}"',
    })
    .describe("{years} becomes the years of the items shown, such as 2026-2027."),
  /** A span of years; a single year is shown alone. */
  years: text
    .includes("{from}")
    .includes("{to}")
    .describe("How a span of years is written: {from}-{to}."),
  /** Which heading shows depends on the items shown. */
  heading: z.object({
    next: text.describe("When only planned and in-progress items are shown."),
    shippedAndNext: text.describe("When recently shipped items are shown beside upcoming ones."),
    shipped: text.describe("When every item shown has shipped."),
  }),
  intro: text,
  recentlyShippedMonths: z
    .number()
    .int()
    .min(0)
    .max(24)
    .describe(
      "Months a shipped item stays on the roadmap after the month it shipped (0 to 24); older shipped items drop off the page.",
    ),
  status: z.object({ planned: text, inProgress: text, shipped: text }),
  items: z
    .array(
      z.object({
        title: text.describe("What it is, in a few words: the item's heading."),
        description: text.describe("One or two sentences on what it does for the customer."),
        /** Any label; the known ones have their own colour (components/sections/roadmap-section.tsx). */
        category: text.describe(
          "A short label shown above the title, such as Mobile or Analytics. A label without a colour of its own is shown in grey.",
        ),
        status: z
          .enum(ROADMAP_STATUSES)
          .describe(
            "planned, in progress, or shipped. A shipped item stays on the page for the months set above, after the month in Target.",
          ),
        target: z
          .string()
          // A pattern, not a refine, so the editor checks it at the field too; lib/dates/dated.ts
          // reads every text it lets through.
          .regex(/^(Q[1-4] \d{4}|\d{4}-(0[1-9]|1[0-2]))$/, `write ${PERIOD_FORMAT}`)
          .describe(
            `When it is due, or for a shipped item when it shipped: ${PERIOD_FORMAT}. Once an unfinished item's date passes, the page stops showing the date and the build warns.`,
          ),
      }),
    )
    .min(1),
});

export type RoadmapContent = z.output<typeof roadmapSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const roadmapContentIn = defineLocalizedContent(
  "content/roadmap.yaml",
  roadmapSchema,
  roadmapFile,
);

export const roadmapContent = roadmapContentIn("en");

/**
 * The roadmap on the build date (lib/dates/roadmap.ts), in the language of `roadmap` (a
 * translation has the English dates and statuses, so the same items show). Each overdue item is
 * named once per build, in English, so whoever edits the roadmap hears of it the way a closed role
 * is announced.
 */
export function shownRoadmap(today = buildDate(), roadmap: RoadmapContent = roadmapContent) {
  for (const warning of roadmapWarnings(roadmapContent.items, today)) warnOnce(warning);
  return roadmapOn(roadmap.items, today, roadmap.recentlyShippedMonths);
}
