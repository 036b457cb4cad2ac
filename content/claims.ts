import { z } from "zod";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import { translationMeta } from "@/lib/content/translation";
import type { ContentLocale } from "@/lib/content/content-locales";
import { localizedData } from "@/lib/content/translation-files";
import claimsFile from "@/content/claims.yaml";
import { claimTokens } from "@/lib/claims/claims";

const count = z
  .string()
  .regex(/^\d{1,3}(,\d{3})*\+?$/, "write a count in figures, such as 50+ or 1,200")
  .describe("In figures, with + for 'or more': 50+, 1,000+.");
const text = z.string().min(1);

/**
 * The figures and promises the site states on more than one page, each written once. The copy
 * uses them through tokens (lib/claims/claims.ts lists them), so raising one here changes every page.
 */
export const claimsSchema = z.object({
  customers: z.object({
    count: count.describe("How many customers the site says there are, such as 50+."),
    noun: text.describe(
      "Who they are, as the copy says it after the count: businesses in our beta.",
    ),
  }),
  toolsReplaced: z.object({
    from: z.number().int().min(1).describe("The fewest tools a typical business replaces: 15."),
    upTo: count.describe("The most, as the copy says it: 50+."),
    range: z
      .string()
      .includes("{from}")
      .includes("{upTo}")
      .meta(translationMeta.text)
      .describe("The two as a range in a sentence, {from} and {upTo} filled in: {from} to {upTo}."),
  }),
  integrations: z.object({
    native: count.describe("Integrations built into the platform: 50+."),
    connected: count.describe("Tools reached through Zapier, the API and webhooks: 1,000+."),
  }),
  support: z.object({
    replyHours: z
      .number()
      .int()
      .min(1)
      .max(168)
      .describe("How many hours a person takes at most to reply, in the support hours: 24."),
    timeZone: text.describe("The time zone of the hours below: EST."),
    hours: z
      .array(
        z.object({
          days: text.describe("A day or a range of days: Monday to Friday."),
          open: z
            .string()
            .regex(/^\d{1,2}:\d{2}-\d{1,2}:\d{2}$/, "write the hours as 9:00-18:00")
            .optional()
            .describe(
              "The hours people answer, such as 9:00-18:00; leave it empty for a closed day.",
            ),
        }),
      )
      .min(1),
  }),
  trialDays: z.number().int().min(1).describe("How many days the free trial lasts: 14."),
  guaranteeDays: z
    .number()
    .int()
    .min(1)
    .describe("How many days the money-back guarantee lasts: 30."),
  teamSize: z.number().int().min(1).describe("How many people work at the company: 4."),
});

export type Claims = z.output<typeof claimsSchema>;

/**
 * In each language (the figures from the English file, the words from the translation). No
 * tokens: the claim tokens are made from this file.
 * @public for the components that read content in the page's language
 */
export const claimsIn = localizedData(
  "content/claims.yaml",
  claimsSchema,
  claimsFile,
  (file, data) => defineContentWithoutTokens(file, claimsSchema, data),
);

export const claims: Claims = claimsIn("en");

export const claimsTokens = claimTokens(claims);

/** The claim tokens in `locale`: the customers' noun and the days as its translation says them. */
export function claimsTokensIn(locale: ContentLocale) {
  return locale === "en" ? claimsTokens : claimTokens(claimsIn(locale), claimsIn.source, locale);
}
