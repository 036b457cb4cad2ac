import { z } from "zod";

/** Metadata every inner page declares: a short title and a search-result description. */
export const pageMeta = z.object({
  title: z.string().min(2).max(60),
  description: z.string().min(70).max(170),
});

/** The hero of an inner page. */
export const pageHero = z.object({
  eyebrow: z.string().min(1),
  title: z.string().min(1),
  description: z.string().min(1),
});

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDate = z.iso.date();

/**
 * An optional date. The editor saves a date field left empty as `''`, which means "none" here,
 * so a post saved without an `updated` date builds.
 */
export const optionalIsoDate = z
  .union([isoDate, z.literal("")])
  .transform((value) => value || undefined)
  .optional();

/** A path inside the site, optionally with a fragment: `/training`, `/#pricing`, `/status`. */
export const sitePath = z.string().regex(/^\/[a-z0-9-]*(#[a-z0-9-]+)?$/);
