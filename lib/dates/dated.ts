import { fillTemplate } from "@/lib/text/fill-template";
import { addDays, formatMonth } from "@/lib/dates/format-date";

/**
 * Dated content (a roadmap target, a limited-time offer, a role's closing date) is judged on the
 * build date (lib/dates/build-date.ts). These are the pure pieces a page and a content check share.
 */

/** A month or a quarter as content writes it: `2027-03` or `Q1 2027`. */
export type Period = {
  kind: "month" | "quarter";
  year: number;
  /** First and last day, `YYYY-MM-DD`. */
  start: string;
  end: string;
};

/** How a period is written, in words with examples, for messages to whoever edits the file. */
export const PERIOD_FORMAT = "a quarter or a month, such as Q1 2027 or 2027-03";

const QUARTER = /^Q([1-4]) (\d{4})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, "0");

function lastDayOf(year: number, month: number): string {
  // Day 0 of the next month is the last day of this one.
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Reads `Q1 2027` or `2027-03`; anything else is `undefined`. */
export function parsePeriod(text: string): Period | undefined {
  const quarter = QUARTER.exec(text.trim());
  if (quarter) {
    const year = Number(quarter[2]);
    const first = (Number(quarter[1]) - 1) * 3 + 1;
    return {
      kind: "quarter",
      year,
      start: `${year}-${pad(first)}-01`,
      end: lastDayOf(year, first + 2),
    };
  }
  const month = MONTH.exec(text.trim());
  if (month) {
    const year = Number(month[1]);
    const number = Number(month[2]);
    if (number < 1 || number > 12) return undefined;
    return {
      kind: "month",
      year,
      start: `${year}-${pad(number)}-01`,
      end: lastDayOf(year, number),
    };
  }
  return undefined;
}

/** A period as a visitor reads it: "Q1 2027", "Mar 2027". */
export function formatPeriod(
  period: Period,
  locale = "en",
  quarterTemplate = "Q{quarter} {year}",
): string {
  if (period.kind === "month") return formatMonth(period.start, "short", locale);
  return fillTemplate(quarterTemplate, {
    quarter: String((Number(period.start.slice(5, 7)) + 2) / 3),
    year: String(period.year),
  });
}

/** The calendar date `months` months before `isoDate` (clamped to the month's last day). */
export function monthsBefore(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = Number(lastDayOf(targetYear, targetMonth).slice(8));
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, last))}`;
}

/** One dated promise in the content, with where it is written. */
export type DatedEntry = {
  /** The file, `content/roadmap.yaml`. */
  source: string;
  /** The field in it, `items[2] "AI Employee".target`. */
  field: string;
  /** What it is, for a person: `roadmap target of "AI Employee"`. */
  what: string;
  /** The last day the promise holds, `YYYY-MM-DD`. */
  lastDay: string;
  /** What the site does once the day has passed. */
  afterwards: string;
  /** What a person should do, with an example. */
  fix: string;
};

export type DatedNotice = DatedEntry & {
  state: "past" | "soon";
  /** One line naming the file and field: what happened and what to do. */
  message: string;
};

/**
 * The entries that are past on `today`, or whose last day is at most `withinDays` days away
 * (`withinDays = 0`: only the past ones). A promise holds through its whole last day.
 */
export function datedDue(
  entries: readonly DatedEntry[],
  today: string,
  withinDays = 0,
): DatedNotice[] {
  const horizon = addDays(today, withinDays);
  return entries.flatMap((entry): DatedNotice[] => {
    if (entry.lastDay < today) {
      return [
        {
          ...entry,
          state: "past",
          message: `${entry.source}.${entry.field}: the ${entry.what} passed on ${entry.lastDay} (build date ${today}); ${entry.afterwards}. ${entry.fix}`,
        },
      ];
    }
    if (withinDays > 0 && entry.lastDay <= horizon) {
      return [
        {
          ...entry,
          state: "soon",
          message: `${entry.source}.${entry.field}: the ${entry.what} ends on ${entry.lastDay}, within ${withinDays} days of the build date ${today}; after it, ${entry.afterwards}. ${entry.fix}`,
        },
      ];
    }
    return [];
  });
}

/** A role's closing date (`validThrough`, "Valid through" in the editor) as a dated promise. */
export function roleClosing(source: string, title: string, validThrough: string): DatedEntry {
  return {
    source,
    field: "validThrough",
    what: `closing date of the role "${title}"`,
    lastDay: validThrough,
    afterwards: "its page says it closed, and the careers list and the sitemap leave it out",
    fix: 'Write a later "Valid through" date (validThrough), such as 2027-06-30, while the role is open; once no job board links to it, delete the file.',
  };
}
