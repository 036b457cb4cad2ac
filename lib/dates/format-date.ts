const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

function parse(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date in another language than English, as Intl writes it there ("16 septembre 2025"). */
function intlDate(date: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * Prints a calendar date (`YYYY-MM-DD`) as "16 September 2025", or "16 Sep 2025" when short; in
 * another language (`locale`: fr, nl, de) as that language writes it, "16 septembre 2025".
 * Content dates carry no time zone, so they are read as UTC and print the same everywhere.
 */
export function formatDate(
  isoDate: string,
  style: "long" | "short" = "long",
  locale = "en",
): string {
  const date = parse(isoDate);
  if (locale !== "en") {
    return intlDate(date, locale, { day: "numeric", month: style, year: "numeric" });
  }
  const month = MONTHS[date.getUTCMonth()] as string;
  return `${date.getUTCDate()} ${style === "short" ? month.slice(0, 3) : month} ${date.getUTCFullYear()}`;
}

/** "March 2027", or "Mar 2027" when short, from any date in the month (`YYYY-MM-DD`). */
export function formatMonth(
  isoDate: string,
  style: "long" | "short" = "long",
  locale = "en",
): string {
  const date = parse(isoDate);
  if (locale !== "en") return intlDate(date, locale, { month: style, year: "numeric" });
  const month = MONTHS[date.getUTCMonth()] as string;
  return `${style === "short" ? month.slice(0, 3) : month} ${date.getUTCFullYear()}`;
}

/** The calendar date `days` after (or before, if negative) `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const date = parse(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "16 Sep 2025, 09:12 UTC" from an ISO date-time in UTC. */
export function formatDateTimeUtc(isoDateTime: string, locale = "en"): string {
  const date = new Date(isoDateTime);
  const day = date.toISOString().slice(0, 10);
  const time = date.toISOString().slice(11, 16);
  return `${formatDate(day, "short", locale)}, ${time} UTC`;
}
