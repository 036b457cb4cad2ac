import { addDays } from "@/lib/dates/format-date";

const NUMBER: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, six: 6 };
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, fortnight: 14, month: 31 };
const INTERVAL =
  /\b(?:every|each|once a|once an)\s+(?:(\d+|a|an|one|two|three|four|six|other)\s+)?(day|week|fortnight|month)s?\b|\b(daily|weekly|fortnightly|monthly)\b/i;
const ADVERB: Record<string, string> = {
  daily: "day",
  weekly: "week",
  fortnightly: "fortnight",
  monthly: "month",
};

/**
 * How often a text promises something, in days: "one email every two weeks" 14, "a weekly
 * digest" 7, "every other month" 62; `undefined` when it names no interval ("when we publish").
 */
export function promisedIntervalDays(text: string): number | undefined {
  const match = INTERVAL.exec(text);
  if (!match) return undefined;
  const [, count, unit, adverb] = match;
  const days = UNIT_DAYS[(adverb ? ADVERB[adverb.toLowerCase()] : unit?.toLowerCase()) ?? ""];
  if (days === undefined) return undefined;
  const times =
    count?.toLowerCase() === "other"
      ? 2
      : Number(count) || NUMBER[count?.toLowerCase() ?? "a"] || 1;
  return days * times;
}

/**
 * Whether a promise to send something every so often is kept on `today`, judged by the newest
 * thing there was to send (`newest`, `YYYY-MM-DD`): kept when it names no interval, or when the
 * newest is no older than the interval.
 */
export function intervalPromiseKept(
  text: string,
  newest: string | undefined,
  today: string,
): boolean {
  const days = promisedIntervalDays(text);
  if (days === undefined) return true;
  return newest !== undefined && addDays(newest, days) >= today;
}
