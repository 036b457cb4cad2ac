import { z } from "zod";
import { SLUG } from "@/lib/content/collection";

/**
 * Settings several blocks share. A setting left out of the file (an empty field in the editor)
 * keeps the block's usual words: for a landing section, those of its file in content/landing/
 * (or content/faq.yaml, content/integrations.yaml ...), which the landing page shows.
 */

const keep = (what: string) => `Leave empty to keep the section's usual ${what}.`;

/** The small heading, title and introduction every section opens with. */
export const sectionWords = {
  eyebrow: z.string().min(1).optional().describe(keep("small heading above the title")),
  heading: z.string().min(1).optional().describe(keep("title")),
  intro: z.string().min(1).optional().describe(keep("introduction")),
};

/** The same three words for a block that has no usual ones: the title is required. */
export const ownWords = {
  eyebrow: z.string().min(1).optional().describe("A few words above the title (optional)."),
  heading: z.string().min(1).describe("The block's title."),
  intro: z.string().min(1).optional().describe("A sentence or two under the title (optional)."),
};

/** An id links can jump to: `/webinar#agenda`. */
export const anchor = z
  .string()
  .regex(SLUG, "lower-case words joined by hyphens, such as agenda")
  .optional()
  .describe(
    "Optional: a name for links to this block (lower-case words joined by hyphens, such as agenda): /page#agenda.",
  );

/** Where a button or link may go: a page of the site, a block on this page, the web, e-mail. */
const href = z
  .string()
  .regex(
    /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+@\S+)$/,
    "write a page of the site (/pricing, /#faq), a block here (#agenda), a web address starting with https://, or mailto:name@example.com",
  )
  .describe(
    "A page of the site (/about, /#pricing), #anchor on this page, https://... or mailto:...",
  );

/** Up to two buttons, at least `min`: the first is the main one. */
export const buttonList = (min: 0 | 1) =>
  z
    .array(z.object({ label: z.string().min(1), href }))
    .min(min, "add a button: its words and where it goes")
    .max(2)
    .describe("Up to two buttons; the first is the main one.");

export const buttons = buttonList(0).default([]);

/**
 * A choice among shared items (plans, questions, tools...) by their ids or names: left empty, the
 * block shows them all, in their file's order; else the ones chosen, in the order chosen. An id
 * the file does not have fails the build, naming the page's file and field.
 */
export function chosen(ids: readonly string[], what: string, file: string) {
  const known = new Set(ids);
  return (
    z
      .array(
        z.string().refine((id) => known.has(id), {
          error: (issue) =>
            `"${String(issue.input)}" is not ${what} in ${file} (there: ${[...known].join(", ")})`,
        }),
      )
      .optional()
      .refine((list) => !list || new Set(list).size === list.length, {
        error: `each ${what.replace(/^(a|an) /, "")} is chosen once`,
      })
      // The editor writes an empty list where the file leaves the setting out: both mean all.
      .transform((list) => (list && list.length > 0 ? list : undefined))
      .describe(`Leave empty for all of them, in ${file}'s order.`)
  );
}

/** The items a choice names, in the order it names them; all items when it names none. */
export function pick<Item>(
  items: readonly Item[],
  idOf: (item: Item) => string,
  choice: readonly string[] | undefined,
): Item[] {
  if (!choice || choice.length === 0) return [...items];
  return choice.flatMap((id) => items.filter((item) => idOf(item) === id));
}

/**
 * `pick` for content read in the page's language whose items a page names by their English
 * words (a tool by its feature): chosen in `english`, taken from `shown` at the same places.
 */
export function pickIn<Item>(
  english: readonly Item[],
  shown: readonly Item[],
  idOf: (item: Item) => string,
  choice: readonly string[] | undefined,
): Item[] {
  if (!choice || choice.length === 0) return [...shown];
  return choice.flatMap((id) =>
    english.flatMap((item, index) => (idOf(item) === id ? [shown[index] ?? item] : [])),
  );
}

/** `base` with the words a block sets in place of its usual ones (unset ones stay). */
export function withWords<Base extends object>(base: Base, words: Partial<Base>): Base {
  const set = Object.entries(words).filter(([, value]) => value !== undefined);
  return { ...base, ...Object.fromEntries(set) };
}

/** A section's band: plain white, or the muted grey that sets it apart from its neighbours. */
export const background = z
  .enum(["plain", "muted"])
  .default("plain")
  .describe("plain: white; muted: a grey band that sets the block apart from its neighbours.");

/** What a titled block opens with (components/blocks/block-section.tsx): anchor, words, band. */
export const titledSettings = () => ({ anchor, ...ownWords, background });
