import type { Claims } from "@/content/claims";
import type { TokenTable } from "@/lib/content/tokens";
import { tokensIn } from "@/lib/content/tokens";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatIntegerIn } from "@/lib/text/format-in-locale";

/**
 * The figures and promises the site states on more than one page, each once (content/claims.yaml),
 * and the tools to check that nothing else states them differently: the tokens the copy writes
 * them with, where each token is used, and a reader that finds such claims in any text (a page
 * of the export, a content file) and says which disagree with the one value.
 */

/**
 * A count as `locale` writes its figures: "1,000+" stays as written in English, is "1 000+" in
 * French and "1.000+" in German (content/claims.ts: figures with English commas, + for "or more").
 */
export function countIn(count: string, locale = "en"): string {
  if (locale === "en") return count;
  const [, figures = "", more = ""] = /^([\d,]+)(\+?)$/.exec(count) ?? [];
  if (!figures) return count;
  return `${formatIntegerIn(Number(figures.replaceAll(",", "")), locale)}${more}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c" in English; in another language as `Intl` joins a list there ("a et b"). */
function joinWords(words: readonly string[], locale = "en"): string {
  if (locale !== "en") {
    return new Intl.ListFormat(locale, { type: "conjunction" }).format(words);
  }
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** "24 hours", "1 hour"; in another language as `Intl` says it ("24 heures", "24 Stunden"). */
function replyTime(hours: number, locale = "en"): string {
  if (locale !== "en") {
    return new Intl.NumberFormat(locale, {
      style: "unit",
      unit: "hour",
      unitDisplay: "long",
    }).format(hours);
  }
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/**
 * A day or a range of days as a sentence says it: as written in English and German, which
 * capitalise weekdays; with a small first letter in a language whose weekday names `Intl`
 * writes in lower case ("samedi", "zaterdag"), as the hours' table writes them capitalised.
 */
function daysInSentence(days: string, locale: string): string {
  if (locale === "en") return days;
  const monday = new Date(Date.UTC(2026, 10, 30, 12));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(
    monday,
  );
  const lowerCase = weekday === weekday.toLocaleLowerCase(locale);
  return lowerCase ? days.charAt(0).toLocaleLowerCase(locale) + days.slice(1) : days;
}

/**
 * Opening hours written "9:00-18:00" (the form content/claims.ts asks for) as a reader in
 * `locale` writes them. English: as written. French: as its typography writes hours, "9 h – 18 h",
 * "10 h – 16 h 30", which Intl does not give (ICU 78 writes "09:00 – 18:00"). Another language:
 * as Intl.DateTimeFormat's formatRange writes hours and minutes there (ICU 78: German
 * "09:00–18:00 Uhr", Dutch "09:00–18:00"), the hour without its leading zero, as both write it
 * in running text ("9:00–18:00 Uhr"). Hours that do not make a range within one day ("22:00-6:00")
 * stay as written.
 */
export function hoursIn(open: string, locale = "en"): string {
  const [from = 0, fromMinute = 0, to = 0, toMinute = 0] = open.split(/[:-]/).map(Number);
  const start = from * 60 + fromMinute;
  const end = to * 60 + toMinute;
  if (locale === "en" || !(start < end && end < 24 * 60)) return open;
  const pad = (minute: number) => String(minute).padStart(2, "0");
  if (locale === "fr") {
    const time = (hour: number, minute: number) =>
      minute ? `${hour}\u00a0h\u00a0${pad(minute)}` : `${hour}\u00a0h`;
    return `${time(from, fromMinute)} – ${time(to, toMinute)}`;
  }
  const at = (hour: number, minute: number) => new Date(Date.UTC(2026, 0, 5, hour, minute));
  return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" })
    .formatRangeToParts(at(from, fromMinute), at(to, toMinute))
    .map((part) => (part.type === "hour" ? String(Number(part.value)) : part.value))
    .join("");
}

/**
 * One row of the hours as a table shows it: "9:00-18:00 EST" ("9:00–18:00 Uhr EST" in German),
 * or `closed` for a closed day.
 */
export function supportRowTime(
  row: Claims["support"]["hours"][number],
  timeZone: string,
  closed: string,
  locale = "en",
): string {
  return row.open ? `${hoursIn(row.open, locale)} ${timeZone}` : closed;
}

/** The open hours in a sentence: "Monday to Friday 9:00-18:00 EST and Saturday 10:00-16:00 EST". */
export function supportHoursText(support: Claims["support"], locale = "en"): string {
  return joinWords(
    support.hours.flatMap((row) =>
      row.open
        ? [
            `${daysInSentence(row.days, locale)} ${supportRowTime(row, support.timeZone, "", locale)}`,
          ]
        : [],
    ),
    locale,
  );
}

/** The days support is closed, in a sentence: "Sunday". */
function closedDaysText(support: Claims["support"], locale = "en"): string {
  return joinWords(
    support.hours.flatMap((row) => (row.open ? [] : [daysInSentence(row.days, locale)])),
    locale,
  );
}

/**
 * The tokens (lib/content/tokens.ts) the copy writes each claim with, in `locale`: the words
 * from its translation of the claims, the hours and lists as `Intl` writes them there.
 */
export function claimTokens(
  claims: Claims,
  source = "content/claims.yaml",
  locale = "en",
): TokenTable {
  // Read when a token is used, not now: under `next dev` an invalid file fails only the pages
  // that use it (lib/content/validate-content.ts).
  const token = (describe: string, value: () => string) => ({
    describe: `${describe} (${source})`,
    value,
  });
  return {
    "customers.count": token("how many customers, e.g. 50+", () =>
      countIn(claims.customers.count, locale),
    ),
    "customers.noun": token(
      "who they are, e.g. businesses in our beta",
      () => claims.customers.noun,
    ),
    "customers.Noun": token("who they are, capitalised", () => capitalise(claims.customers.noun)),
    "tools.replaced": token("how many tools the platform replaces, e.g. 50+", () =>
      countIn(claims.toolsReplaced.upTo, locale),
    ),
    "tools.replacedRange": token("how many tools it replaces, as a range, e.g. 15 to 50+", () =>
      fillTemplate(claims.toolsReplaced.range, {
        from: String(claims.toolsReplaced.from),
        upTo: countIn(claims.toolsReplaced.upTo, locale),
      }),
    ),
    "integrations.native": token("how many native integrations, e.g. 50+", () =>
      countIn(claims.integrations.native, locale),
    ),
    "integrations.connected": token(
      "how many tools connect through Zapier, the API and webhooks, e.g. 1,000+",
      () => countIn(claims.integrations.connected, locale),
    ),
    "support.replyTime": token("how soon a person replies, e.g. 24 hours", () =>
      replyTime(claims.support.replyHours, locale),
    ),
    "support.replyHours": token("the same as a number of hours, e.g. 24", () =>
      String(claims.support.replyHours),
    ),
    "support.hours": token(
      "the support hours in a sentence, e.g. Monday to Friday 9:00-18:00 EST and Saturday 10:00-16:00 EST",
      () => supportHoursText(claims.support, locale),
    ),
    "support.closedDays": token("the days support is closed, e.g. Sunday", () =>
      closedDaysText(claims.support, locale),
    ),
    "trial.days": token("how many days the free trial lasts, e.g. 14", () =>
      String(claims.trialDays),
    ),
    "trial.firstPaidDay": token(
      "the day the first payment is due, the day after the trial, e.g. 15",
      () => String(claims.trialDays + 1),
    ),
    "guarantee.days": token("how many days the money-back guarantee lasts, e.g. 30", () =>
      String(claims.guaranteeDays),
    ),
    "team.size": token("how many people work at the company, e.g. 4", () =>
      String(claims.teamSize),
    ),
  };
}

/** Where a claim's token is written: the file and the path to the field. */
export type ClaimUse = { source: string; field: string };

/**
 * Which content uses each claim: every `{{token}}` of `names` found in the strings of `files`
 * (their data as written, before tokens are resolved). A claim used nowhere maps to `[]`.
 */
export function claimUses(
  files: readonly { source: string; data: unknown }[],
  names: readonly string[],
): Map<string, ClaimUse[]> {
  const uses = new Map<string, ClaimUse[]>(names.map((name) => [name, []]));
  function visit(source: string, value: unknown, field: string) {
    if (typeof value === "string") {
      for (const name of tokensIn(value)) uses.get(name)?.push({ source, field });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(source, item, `${field}[${index}]`));
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        visit(source, item, field ? `${field}.${key}` : key);
      }
    }
  }
  for (const file of files) visit(file.source, file.data, "");
  return uses;
}

/** What a text states that a claim covers. */
export type FoundClaim =
  | { kind: "customers"; count: string; excerpt: string }
  | { kind: "replyTime"; time: string; excerpt: string }
  | { kind: "supportHours"; excerpt: string }
  | { kind: "alwaysOnPeople"; excerpt: string }
  /** "24/7 support", "instant response": speed said of our support, not of a machine. */
  | { kind: "supportSpeed"; said: string; excerpt: string }
  /** A length of the trial or the guarantee, in days: "14-day", "two weeks", "day 14". */
  | { kind: "trialLength" | "guaranteeLength"; days: number; said: string; excerpt: string }
  /** "billed from day 15": the first paid day, the day after the trial. */
  | { kind: "firstPaidDay"; day: number; said: string; excerpt: string };

const NUMBER_WORDS = "(\\d{1,3}(?:,\\d{3})+|\\d+(?:\\.\\d+)?)\\s?([kKmM])?(\\+)?";
// A count of customers: "50,000+ businesses", "more than 50 businesses", "50+ beta users".
const CUSTOMER_COUNT = new RegExp(
  `(?:\\b(more than|over|upwards of)\\s+)?${NUMBER_WORDS}\\s+(?:[a-z-]+\\s+){0,2}?(businesses|customers|companies|clients|users|brands|agencies)\\b`,
  "gi",
);
const REPLY_WORDS = /\b(repl(?:y|ies|ied)|answer(?:s|ed)?|respond(?:s|ed)?|get back)\b/i;
// Who replies: the company, not a reader's own team ("count how many leads got a reply").
const OUR_SIDE = /\b(we|we'll|our|us|support|person|specialists?)\b/i;
const WITHIN =
  /\bwithin\s+(\d+|one|two|a)\s+(business\s+days?|working\s+days?|hours?|days?|minutes?)\b/gi;
const WEEKDAY = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i;
const HOURS_WORDS = /\b(support|repl(?:y|ies)|answer(?:s|ed)?|open|closed|hours)\b/i;
const ALWAYS = /24\s?\/\s?7|\b(a)?round[- ]the[- ]clock\b|\b24 hours a day\b|\bday and night\b/i;
const PEOPLE = /\b(people|person|humans?|team|staff|agents?|specialists?|experts?)\b/i;
const INSTANT =
  /\b(instant(?:ly)?|immediate(?:ly)?|right away|straight away|(?:with)?in seconds)\b/i;
const SUPPORT_WORDS = /\b(support|help(?:desk)?|repl(?:y|ies)|responses?|respond|answers?)\b/i;
// What may answer at once and around the clock: the assistant, the help center, the status page,
// also as the translations name them ("chatassistent", "Hilfe-Center", "page d'état").
const MACHINE =
  /\b(\w*assist[ae]nt|bot|chatbot|automat\w*|AI|help[- ]?cent(?:er|re|rum)|hilfe-?center|centre d.aide|status ?page|statuspagina|statusseite|page d.état|self-serve|articles?)\b/i;
/** A label rather than a sentence ("Instant Response", "24/7 Support"): read as our promise. */
const isLabel = (sentence: string) => sentence.split(/\s+/).length <= 4;

const AMOUNTS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  "twenty-one": 21,
  thirty: 30,
  sixty: 60,
  ninety: 90,
};
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };
const AMOUNT = `(\\d+|${Object.keys(AMOUNTS)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
/** "14-day", "14 days", "two weeks", "2-week", "a month". */
const LENGTH = `${AMOUNT}[- ](day|week|month)s?`;
const QUALIFIERS = "(?:[- ](?:free|money[- ]back|no[- ]risk|risk[- ]free|platinum|satisfaction))*";
const TRIAL_LENGTHS = [
  new RegExp(`\\b${LENGTH}${QUALIFIERS}[- ]trials?\\b`, "gi"),
  new RegExp(
    `\\btrials?\\b[^.]{0,24}?\\b(?:of|for|lasts?|runs?)\\s+(?:for\\s+)?${LENGTH}\\b`,
    "gi",
  ),
  new RegExp(`\\b(?:try|trial)\\b[^.]{0,40}?\\bfree for ${LENGTH}\\b`, "gi"),
];
const GUARANTEE_LENGTHS = [
  new RegExp(`\\b${LENGTH}${QUALIFIERS}[- ](?:guarantee|money[- ]back)\\b`, "gi"),
  new RegExp(`\\brefund\\b[^.]{0,40}?\\bwithin\\s+${LENGTH}\\b`, "gi"),
  new RegExp(`\\bguarantee\\b[^.]{0,24}?\\b(?:of|for|lasts?|runs?)\\s+${LENGTH}\\b`, "gi"),
];
const TRIAL = /\btrials?\b/i;
const TRIAL_END = /\b(ends?|ending|last|decision|decide|expires?|until|cancel)\b/i;
const DAY_NUMBER = /\b(from\s+)?day (\d+)\b/gi;

/** A length as written, in days: "two weeks" is 14. */
function lengthInDays(amount: string, unit: string): number {
  const count = /^\d+$/.test(amount) ? Number(amount) : (AMOUNTS[amount.toLowerCase()] ?? NaN);
  return count * (UNIT_DAYS[unit.toLowerCase()] ?? NaN);
}

/** Link targets and addresses are not read: /how-the-14-day-free-trial-works is a name. */
function withoutAddresses(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/(?<![\w/])\/[\w./#?=&-]+/g, " ");
}

/** "50,000+", "50k+", "more than 50" and "50+" as one form: "50,000+" and "50+". */
export function normaliseCount(count: string): string {
  const match = new RegExp(`^(?:(more than|over|upwards of)\\s+)?${NUMBER_WORDS}$`, "i").exec(
    count.trim(),
  );
  if (!match) return count.trim();
  const [, more, digits = "", scale, plus] = match;
  const factor = scale?.toLowerCase() === "k" ? 1e3 : scale?.toLowerCase() === "m" ? 1e6 : 1;
  const value = Number(digits.replace(/,/g, "")) * factor;
  return `${value.toLocaleString("en-US")}${plus || more ? "+" : ""}`;
}

/** The sentences of a text: split after . ! ? and at line breaks. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * The claims a text states: customer counts, reply times, support days and hours, and "24/7"
 * said of people. A text is one statement (a paragraph, a list item, a figure with its label
 * written "50+ businesses"); it is read sentence by sentence.
 */
export function findClaims(text: string): FoundClaim[] {
  const found: FoundClaim[] = [];
  const read = withoutAddresses(text);
  // "billed from day 15": the first paid day, where the text speaks of the trial.
  if (TRIAL.test(read)) {
    for (const match of read.matchAll(DAY_NUMBER)) {
      if (!match[1]) continue;
      found.push({
        kind: "firstPaidDay",
        day: Number(match[2]),
        said: match[0],
        excerpt: read.trim(),
      });
    }
  }
  for (const sentence of sentences(read)) {
    // "a clear decision on day 14": the trial's last day, where a sentence says the trial ends.
    // (Read before its tokens are resolved, "day {{trial.days}}" is that day, written right.)
    if (TRIAL.test(sentence) && TRIAL_END.test(sentence) && !/\bday \{\{/.test(sentence)) {
      const days = [...sentence.matchAll(DAY_NUMBER)].filter((match) => !match[1]);
      if (days.length > 0) {
        const day = Math.max(...days.map((match) => Number(match[2])));
        found.push({ kind: "trialLength", days: day, said: `day ${day}`, excerpt: sentence });
      }
    }
    for (const pattern of TRIAL_LENGTHS) {
      for (const match of sentence.matchAll(pattern)) {
        const days = lengthInDays(match[1] ?? "", match[2] ?? "");
        found.push({ kind: "trialLength", days, said: match[0], excerpt: sentence });
      }
    }
    for (const pattern of GUARANTEE_LENGTHS) {
      for (const match of sentence.matchAll(pattern)) {
        const days = lengthInDays(match[1] ?? "", match[2] ?? "");
        found.push({ kind: "guaranteeLength", days, said: match[0], excerpt: sentence });
      }
    }
    const ours = OUR_SIDE.test(sentence) || isLabel(sentence);
    if (ours && SUPPORT_WORDS.test(sentence) && !MACHINE.test(sentence)) {
      const speed =
        INSTANT.exec(sentence) ?? (PEOPLE.test(sentence) ? null : ALWAYS.exec(sentence));
      if (speed) found.push({ kind: "supportSpeed", said: speed[0], excerpt: sentence });
    }
    for (const match of sentence.matchAll(CUSTOMER_COUNT)) {
      const [, more, digits, scale, plus] = match;
      const count = normaliseCount(`${more ? `${more} ` : ""}${digits}${scale ?? ""}${plus ?? ""}`);
      found.push({ kind: "customers", count, excerpt: sentence });
    }
    // Ours: "we reply", "a person replies", or a card's label "Reply within 24 hours".
    if (
      REPLY_WORDS.test(sentence) &&
      (OUR_SIDE.test(sentence) || /^repl(?:y|ies)\b/i.test(sentence))
    ) {
      for (const match of sentence.matchAll(WITHIN)) {
        found.push({ kind: "replyTime", time: `${match[1]} ${match[2]}`, excerpt: sentence });
      }
    }
    if (WEEKDAY.test(sentence) && HOURS_WORDS.test(sentence)) {
      found.push({ kind: "supportHours", excerpt: sentence });
    }
    if (ALWAYS.test(sentence) && PEOPLE.test(sentence)) {
      found.push({ kind: "alwaysOnPeople", excerpt: sentence });
    }
  }
  return found;
}

/** A text of the site with where it is written: a content file and field, or a page. */
export type Statement = { source: string; field: string; text: string };

/**
 * The texts in a piece of content, each a statement. A figure written as `value` and `label`
 * (`{ value: "50+", label: "businesses" }`) is read as one, "50+ businesses", as a visitor reads it;
 * so is a label with its note (`{ label: "24/7 Support", note: "chat assistant" }`).
 */
export function statementsOf(source: string, data: unknown, field = ""): Statement[] {
  if (typeof data === "string") return [{ source, field, text: data }];
  if (Array.isArray(data)) {
    return data.flatMap((item, index) => statementsOf(source, item, `${field}[${index}]`));
  }
  if (!data || typeof data !== "object") return [];
  const record = data as Record<string, unknown>;
  // A figure and its label, or a label and the note beside it, are read together.
  const pair: [string, string] | null =
    typeof record.value === "string" && typeof record.label === "string"
      ? ["value", "label"]
      : typeof record.label === "string" && typeof record.note === "string"
        ? ["label", "note"]
        : null;
  const joined = pair
    ? [{ source, field, text: `${String(record[pair[0]])} ${String(record[pair[1]])}` }]
    : [];
  return [
    ...joined,
    ...Object.entries(record).flatMap(([key, item]) =>
      pair?.includes(key) ? [] : statementsOf(source, item, field ? `${field}.${key}` : key),
    ),
  ];
}

/** A claim stated differently from the one value, and what that value is. */
export type ClaimDisagreement = { found: FoundClaim; expected: string; reason: string };

/** Each statement's claims that disagree with `claims`, with where the statement is written. */
export function statementDisagreements(
  statements: readonly Statement[],
  claims: Claims,
  closedLabel: string,
): (ClaimDisagreement & { statement: Statement })[] {
  return statements.flatMap((statement) =>
    claimDisagreements(findClaims(statement.text), claims, closedLabel).map((disagreement) => ({
      ...disagreement,
      statement,
    })),
  );
}

/**
 * The found claims that disagree with `claims`: a customer count other than the one value; a
 * reply time other than the one value; support days or hours written other than as the one
 * value writes them (`supportHours` renderings: the sentence and the table's rows); people said
 * to be there around the clock (only the chat assistant, the help center and the status page are).
 */
export function claimDisagreements(
  found: readonly FoundClaim[],
  claims: Claims,
  closedLabel: string,
): ClaimDisagreement[] {
  const count = normaliseCount(claims.customers.count);
  const reply = replyTime(claims.support.replyHours);
  const { support } = claims;
  const renderings = [
    supportHoursText(support),
    ...support.hours.flatMap((row) => {
      const time = supportRowTime(row, support.timeZone, closedLabel);
      return [`${row.days} ${time}`, `${time} ${row.days}`];
    }),
  ].map((text) => text.toLowerCase());
  return found.flatMap((claim): ClaimDisagreement[] => {
    switch (claim.kind) {
      case "customers":
        return claim.count === count
          ? []
          : [{ found: claim, expected: count, reason: `says ${claim.count} customers` }];
      case "replyTime":
        return claim.time.toLowerCase() === reply
          ? []
          : [{ found: claim, expected: reply, reason: `promises a reply within ${claim.time}` }];
      case "supportHours":
        return renderings.some((text) => claim.excerpt.toLowerCase().includes(text))
          ? []
          : [
              {
                found: claim,
                expected: supportHoursText(support),
                reason: "writes the support days or hours in its own words",
              },
            ];
      case "alwaysOnPeople":
        return [
          {
            found: claim,
            expected: `people reply within ${reply} in the support hours`,
            reason: "says people are there around the clock",
          },
        ];
      case "supportSpeed":
        return [
          {
            found: claim,
            expected: `people reply within ${reply} in the support hours; the assistant, the help center and the status page at once`,
            reason: `says "${claim.said}" of the support without saying it is the assistant's`,
          },
        ];
      case "trialLength":
        return claim.days === claims.trialDays
          ? []
          : [
              {
                found: claim,
                expected: `${claims.trialDays} days`,
                reason: `says the trial lasts ${claim.days} days ("${claim.said}")`,
              },
            ];
      case "guaranteeLength":
        return claim.days === claims.guaranteeDays
          ? []
          : [
              {
                found: claim,
                expected: `${claims.guaranteeDays} days`,
                reason: `says the guarantee lasts ${claim.days} days ("${claim.said}")`,
              },
            ];
      case "firstPaidDay":
        return claim.day === claims.trialDays + 1
          ? []
          : [
              {
                found: claim,
                expected: `day ${claims.trialDays + 1}, the day after a ${claims.trialDays}-day trial`,
                reason: `says billing starts ${claim.said}`,
              },
            ];
    }
  });
}
