import { z } from "zod";
import { defineBlock } from "@/components/blocks/define-block";
import { anchor, ownWords } from "@/components/blocks/settings";
import { isoDate } from "@/content/pages/schemas";
import { SLUG } from "@/lib/content/collection";

/** The same weekday four weeks after `date` (YYYY-MM-DD): a sample next session's day. */
function fourWeeksOn(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 28);
  return day.toISOString().slice(0, 10);
}

export const eventBlock = defineBlock({
  type: "event",
  label: "Event sign-up",
  description:
    "A webinar or event: its day, time and place, what it covers, and a sign-up form (an e-mail address) that closes after the day.",
  settings: z.object({
    anchor,
    ...ownWords,
    date: isoDate.describe(
      "The day, YYYY-MM-DD. From the day after, the page says it took place and takes no sign-ups.",
    ),
    time: z.string().min(1).describe("When on the day, with the time zone: 17:00-17:45 CET."),
    where: z.string().min(1).describe("Where: Online, the link comes by e-mail."),
    agenda: z
      .array(z.string().min(1))
      .default([])
      .describe("What it covers, one line each (optional)."),
    button: z.string().min(1).describe("The sign-up button's words: Save my seat."),
    formName: z
      .string()
      .regex(SLUG, "lower-case words joined by hyphens, such as webinar-2027-01")
      .describe("How the sign-ups are labelled where leads arrive: webinar-2027-01."),
    confirmation: z.string().min(1).describe("What a visitor reads once signed up."),
    mailSubject: z
      .string()
      .min(1)
      .describe("The e-mail's subject when the site has no form endpoint and sends by e-mail."),
    mailBody: z
      .string()
      .includes("{email}", { error: "write {email} where the visitor's address goes" })
      .describe("That e-mail's text; {email} is the visitor's address."),
    afterwards: z
      .string()
      .includes("{date}", { error: "write {date} where the day goes" })
      .describe(
        "Shown instead of the form after the day; {date} is the day: It took place on {date}.",
      ),
  }),
  dated: (settings) => [
    {
      field: "value.date",
      what: `event "${settings.heading}"`,
      lastDay: settings.date,
      afterwards: "its page says it took place and takes no more sign-ups",
      fix: `Write the next session's day, such as ${fourWeeksOn(settings.date)}, or leave the page as the record of it.`,
    },
  ],
});
