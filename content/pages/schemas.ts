import { z } from "zod";

/** How much of a description a search result shows before it cuts the sentence. */
export const DESCRIPTION_MAX = 160;

/** A page's meta description (a post's excerpt, a help article's description) of `min` or more. */
export const searchDescription = (min: number) =>
  z
    .string()
    .min(min)
    .max(
      DESCRIPTION_MAX,
      `at most ${DESCRIPTION_MAX} characters: search results cut a longer description mid-sentence`,
    );

/** Metadata every inner page declares: a short title and a search-result description. */
export const pageMeta = z.object({
  title: z.string().min(2).max(60),
  description: searchDescription(70),
});

/** The hero of an inner page. */
export const pageHero = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
});

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDate = z.iso.date({ error: "write the date as YYYY-MM-DD, such as 2026-11-28" });

/**
 * An optional date. The editor saves a date field left empty as `''`, which means "none" here,
 * so a post saved without an `updated` date builds.
 */
export const optionalIsoDate = z
  .union([isoDate, z.literal("")])
  .transform((value) => value || undefined)
  .optional();

/** A path inside the site, optionally with a fragment: `/training`, `/#pricing`, `/status`. */
export const sitePath = z
  .string()
  .regex(
    /^\/[a-z0-9-]*(#[a-z0-9-]+)?$/,
    "write a page of this site, such as /training or /#pricing",
  );
