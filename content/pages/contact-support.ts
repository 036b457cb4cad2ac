import { z } from "zod";
import { defineLocalizedContent } from "@/content/define-content";
import { pageHero, pageMeta } from "@/content/pages/schemas";
import contactSupportFile from "@/content/pages/contact-support.yaml";
import { claims } from "@/content/claims";
import { supportRowTime } from "@/lib/claims/claims";

const nonEmptyList = z.tuple([z.string()], z.string());

export const contactSupportSchema = z.object({
  meta: pageMeta,
  hero: pageHero,
  channels: z.object({
    chat: z.object({
      title: z.string(),
      text: z.string(),
      action: z.string(),
      note: z.string(),
    }),
    email: z.object({ title: z.string(), text: z.string(), note: z.string() }),
  }),
  form: z.object({
    title: z.string(),
    description: z.string(),
    labels: z.object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      subject: z.string(),
      priority: z.string(),
      message: z.string(),
    }),
    /** Examples of the expected format; names get none, so an empty field never looks filled. */
    placeholders: z.object({ email: z.string(), message: z.string() }),
    subjects: nonEmptyList,
    priorities: nonEmptyList,
    messageHint: z.string().describe("{min} is replaced by the shortest message the form takes."),
    submit: z.string(),
    sending: z.string(),
    promise: z.string(),
    /** The limits are not typed here: `{min}` and `{max}` come from lib/leads/contact-limits.ts. */
    messages: z.object({
      firstNameRequired: z.string(),
      lastNameRequired: z.string(),
      nameTooLong: z
        .string()
        .includes("{max}")
        .describe("{max} is replaced by the longest name the form takes."),
      emailRequired: z.string(),
      emailInvalid: z.string(),
      optionInvalid: z.string(),
      messageRequired: z.string(),
      messageTooShort: z
        .string()
        .includes("{min}")
        .describe("{min} is replaced by the shortest message the form takes."),
      messageTooLong: z
        .string()
        .includes("{max}")
        .describe("{max} is replaced by the longest message the form takes."),
    }),
    errorSummary: z.string().includes("{count}"),
    fieldNoun: z.object({ one: z.string(), other: z.string() }),
    /** `{subject}`, `{priority}` and `{name}` come from the form. */
    mailSubject: z.string(),
    toast: z.object({
      posted: z.string().includes("{firstName}"),
      failed: z.string().includes("{to}"),
      mail: z.string().includes("{to}"),
    }),
    fallback: z.string().includes("{to}"),
    fallbackLink: z.string(),
  }),
  hours: z.object({
    title: z.string(),
    /** Beside a closed day; the days and hours themselves are in content/claims.yaml. */
    closed: z.string(),
    note: z.string(),
  }),
  office: z.object({ title: z.string() }),
  moreHelp: z.object({ title: z.string(), text: z.string(), action: z.string() }),
});

const source = "content/pages/contact-support.yaml";

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * The hours table's rows are the claims' support hours, so every page states the same ones (their
 * days and hours as the page's language writes them: components/pages/contact-support/support-details.tsx).
 * @public for the components that read content in the page's language
 */
export const contactSupportContentIn = defineLocalizedContent(
  source,
  contactSupportSchema.transform((page) => ({
    ...page,
    hours: {
      ...page.hours,
      rows: claims.support.hours.map((row) => ({
        days: row.days,
        time: supportRowTime(row, claims.support.timeZone, page.hours.closed),
      })),
    },
  })),
  contactSupportFile,
);

export const contactSupportContent = contactSupportContentIn("en");
