import type { ClaimDisagreement, FoundClaim, Statement } from "@/lib/claims/claims";
import { datedDue, type DatedEntry, type DatedNotice } from "@/lib/dates/dated";
import { addDays, formatDate } from "@/lib/dates/format-date";
import { promisedIntervalDays } from "@/lib/content-health/freshness";
import { STATUS_SNAPSHOT_MAX_AGE_DAYS, type StatusFreshness } from "@/lib/status/snapshot-age";

/**
 * The content health report: what in the content needs a person (placeholders still in use,
 * dates past or near, freshness promises not kept, claims that disagree, offers without a file),
 * each with its file, field and what to do. Pure: content/content-health.ts gathers the inputs
 * from the real content; `npm run content:check`, the end of `npm run build` and the
 * /content-health page under `next dev` show the result.
 */

/** How soon a person must act: now, within SOON_DAYS, or before the site is launched. */
export const HEALTH_GROUPS = ["now", "soon", "setup"] as const;
export type HealthGroup = (typeof HEALTH_GROUPS)[number];

/** Dated content this close to its last day is reported as due soon. */
export const SOON_DAYS = 30;

/** What kind of thing is wrong, for a label beside the item. */
export type HealthTopic =
  "date" | "freshness" | "claim" | "translation" | "placeholder" | "link" | "file";

export type HealthItem = {
  group: HealthGroup;
  topic: HealthTopic;
  /**
   * Whether a strict build fails on it: what is wrong on the site now, and placeholders. What is
   * only due soon, and an optional link or file the site does without, is reported and no more.
   */
  blocking: boolean;
  /** The file to change (`content/site.yaml`), or `environment` for a deployment's variable. */
  file: string;
  /** The field in it (`links.signup`, `items[3] "AI Employee".target`) or the variable's name. */
  field: string;
  /** What is wrong, in plain words. */
  problem: string;
  /** What to do, with an example. */
  action: string;
  /** What changed, line by line: the English file's changes an out-of-date translation lacks. */
  changes?: string[];
};

/** The `file` of an item set by a deployment's environment variable rather than a content file. */
export const ENVIRONMENT = "environment";

// Names reserved so that they never resolve to a real site or mailbox (RFC 2606, RFC 6761).
const RESERVED_HOST = /(^|\.)(example|test|invalid|localhost)$|(^|\.)example\.(com|net|org)$/i;

/** Whether a host name is a reserved placeholder (`www.stackless.example`, `example.com`). */
function isPlaceholderHost(host: string): boolean {
  return RESERVED_HOST.test(host.replace(/\.$/, ""));
}

/** The host of a URL, or the domain of an e-mail address; `undefined` for neither. */
function hostOf(value: string): string | undefined {
  const at = value.lastIndexOf("@");
  if (at > 0 && !value.includes("/")) return value.slice(at + 1);
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** Whether a URL or an e-mail address points at a placeholder host. */
export function isPlaceholder(value: string): boolean {
  const host = hostOf(value);
  return host !== undefined && isPlaceholderHost(host);
}

/**
 * A real-looking domain to write examples with, made from the site's address: the placeholder
 * `https://www.stackless.example` gives `stackless.com`.
 */
export function exampleDomain(origin: string): string {
  const host = (hostOf(origin) ?? "").replace(/^www\./, "");
  const name = host.replace(RESERVED_HOST, "").split(".").at(-1) || "yourcompany";
  return isPlaceholderHost(host) || !host ? `${name}.com` : host;
}

/** A value of the site configuration a deployment sets: the site's address, an e-mail, a link. */
export type Setting = {
  /** Where it is written: `content/site.yaml`. */
  file: string;
  /** Its field there: `origin`, `email.press`, `links.changelog`. */
  field: string;
  /** What it is, for a person: "the site's address". */
  label: string;
  /** Its value as the build uses it (the environment's, else the file's); absent when unset. */
  value: string | undefined;
  /** The environment variable that sets it, if any, and whether the value came from it. */
  env?: { name: string; set: boolean };
  /** A real-looking value for the examples: `https://www.stackless.com`. */
  example: string;
  /**
   * What a placeholder there breaks ("canonical URLs, the sitemap and share cards point to it").
   * Present only on a value the site needs.
   */
  uses?: string;
  /** What the site does while an optional value is unset: "the footer shows it as plain text". */
  whileUnset?: string;
};

/** Where to set a value, as a clause: its variable where the site is built, or its field. */
function whereToSet(setting: Setting): string {
  const inFile = `write it as ${setting.field} in ${setting.file}`;
  if (!setting.env) return `${inFile}, such as ${setting.example}`;
  const inEnv = `set ${setting.env.name} where the site is built, such as ${setting.env.name}=${setting.example}`;
  return setting.file === ENVIRONMENT ? inEnv : `${inEnv}, or ${inFile}`;
}

/**
 * The settings still on a placeholder (blocking: the site would send people there) and the
 * optional ones left unset (reported, not blocking: the site leaves them out).
 */
export function settingItems(settings: readonly Setting[]): HealthItem[] {
  return settings.flatMap((setting): HealthItem[] => {
    if (setting.value === undefined) {
      if (!setting.whileUnset) return [];
      return [
        {
          group: "setup",
          topic: "link",
          blocking: false,
          file: setting.file,
          field: setting.field,
          problem: `No address is set for ${setting.label}, so ${setting.whileUnset}.`,
          action: `If there is one, ${whereToSet(setting)}. Otherwise leave it unset.`,
        },
      ];
    }
    if (!isPlaceholder(setting.value)) return [];
    const fromEnv = setting.env?.set === true && setting.env;
    const consequence = setting.uses ? `: ${setting.uses}` : "";
    return [
      {
        group: "setup",
        topic: "placeholder",
        blocking: true,
        file: fromEnv ? ENVIRONMENT : setting.file,
        field: fromEnv ? fromEnv.name : setting.field,
        problem: `${capitalise(setting.label)} is ${setting.value}, a placeholder that does not exist${consequence}.`,
        action: fromEnv
          ? `Change ${fromEnv.name} where the site is built to the real value, such as ${fromEnv.name}=${setting.example}.`
          : `${capitalise(whereToSet(setting))}.`,
      },
    ];
  });
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Days from `from` to `to` (`YYYY-MM-DD`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Dated content past its last day (act now) or within SOON_DAYS of it (act soon). */
export function datedItems(notices: readonly DatedNotice[], today: string): HealthItem[] {
  return notices.map((notice) => ({
    group: notice.state === "past" ? "now" : "soon",
    topic: "date",
    blocking: notice.state === "past",
    file: notice.source,
    field: notice.field,
    problem:
      notice.state === "past"
        ? `The ${notice.what} passed on ${formatDate(notice.lastDay)}; ${notice.afterwards}.`
        : `The ${notice.what} ends on ${formatDate(notice.lastDay)}, in ${daysBetween(today, notice.lastDay)} days; after it, ${notice.afterwards}.`,
    action: notice.fix,
  }));
}

/**
 * The status page's snapshot, when it is older than a week and no monitor replaces it; and its
 * uptime history, when it ends more than a week before the snapshot (a marketer posted today's
 * incident: the chart still shows the days recorded, and says when they end).
 */
export function statusItems({
  file,
  field,
  freshness,
  monitorEnv,
  example,
  uptimeLastDay,
}: {
  file: string;
  field: string;
  freshness: StatusFreshness;
  /** The variable that names a monitor: NEXT_PUBLIC_STATUS_MONITOR_URL. */
  monitorEnv: string;
  /** A real-looking monitor address for the example. */
  example: string;
  /** The last day of the uptime history (`uptime.lastDay`). */
  uptimeLastDay?: string;
}): HealthItem[] {
  const items: HealthItem[] = [];
  if (freshness.stale) {
    items.push({
      group: "now",
      topic: "freshness",
      blocking: true,
      file,
      field,
      problem: `The status page shows a snapshot from ${formatDate(freshness.snapshotDay)}, ${freshness.ageDays} days before the build, and no monitor replaces it (more than ${STATUS_SNAPSHOT_MAX_AGE_DAYS} days is stale): visitors see that it is old, not how the services are today.`,
      action: `Connect a monitor: set ${monitorEnv} where the site is built to its Statuspage summary, such as ${monitorEnv}=${example} (docs/status-page.md). Or say how things stand yourself: in the editor's "Page: Status", check the services and incidents and set "Updated at (UTC)" (${field}) to when you checked (docs/marketers.md, "Post an incident").`,
    });
  }
  const behind = uptimeLastDay ? daysBetween(uptimeLastDay, freshness.snapshotDay) : 0;
  if (uptimeLastDay && behind > STATUS_SNAPSHOT_MAX_AGE_DAYS) {
    items.push({
      group: "now",
      topic: "freshness",
      blocking: false,
      file,
      field: "uptime.lastDay",
      problem: `The uptime chart ends on ${formatDate(uptimeLastDay)}, ${behind} days before the snapshot's day (${formatDate(freshness.snapshotDay)}): it says so, but it is an old history beside today's services.`,
      action: `Record the days since from the monitor's daily uptime: move uptime.lastDay forward and list the days below 100% in uptime.shortfalls (a developer's task: docs/status-page.md).`,
    });
  }
  return items;
}

/** The newest published post, for promises to send something every so often. */
export type NewestPost = { date: string; source: string };

/**
 * Texts that promise something every so often ("one email every two weeks") when the newest
 * post is older than that interval (lib/content-health/freshness.ts reads the interval).
 */
export function newsletterItems(
  promises: readonly Statement[],
  newest: NewestPost | undefined,
  today: string,
): HealthItem[] {
  return promises.flatMap((promise): HealthItem[] => {
    const days = promisedIntervalDays(promise.text);
    if (days === undefined) return [];
    if (newest && addDays(newest.date, days) >= today) return [];
    const since = newest
      ? `the newest post (${newest.source}) is from ${formatDate(newest.date)}, ${daysBetween(newest.date, today)} days before the build`
      : "there is no published post";
    return [
      {
        group: "now",
        topic: "freshness",
        blocking: true,
        file: promise.source,
        field: promise.field,
        problem: `"${promise.text.trim()}" promises something every ${days} days, but ${since}.`,
        action:
          'Publish a post, or promise no interval: such as "An email when we publish a new article."',
      },
    ];
  });
}

/** What to write instead of a figure typed by hand, by the kind of claim. */
const CLAIM_FIX: Record<FoundClaim["kind"], string> = {
  customers:
    "write the token instead of the number, such as {{customers.count}} {{customers.noun}}",
  replyTime: "write the token instead of the time, such as within {{support.replyTime}}",
  supportHours: "write the token instead of the days and hours, such as {{support.hours}}",
  alwaysOnPeople:
    "say 24/7 only of what runs by itself (the chat assistant, the help center, the status page) and write that people reply within {{support.replyTime}}",
  supportSpeed:
    "say what answers at once or around the clock (the chat assistant, the help center, the status page) beside the word, and that people reply within {{support.replyTime}}",
  trialLength: "write the token instead of the length, such as {{trial.days}}-day trial",
  guaranteeLength:
    "write the token instead of the length, such as {{guarantee.days}}-day guarantee",
  firstPaidDay: "write the token instead of the day, such as from day {{trial.firstPaidDay}}",
};

/** Texts that state a claim differently from its one value in content/claims.yaml. */
export function claimItems(
  disagreements: readonly (ClaimDisagreement & { statement: Statement })[],
  claimsFile: string,
): HealthItem[] {
  return disagreements.map(({ found, expected, reason, statement }) => ({
    group: "now",
    topic: "claim",
    blocking: true,
    file: statement.source,
    field: statement.field,
    problem: `"${found.excerpt}" ${reason}; the site's one value is ${expected} (${claimsFile}).`,
    action: `${capitalise(CLAIM_FIX[found.kind])}; if the one value is out of date, change it in ${claimsFile}.`,
  }));
}

/** Something a page offers to download: a media-kit entry, a guide. */
export type Offer = {
  file: string;
  /** The entry's field for a URL: `mediaKit.items[1] "Product screenshots".url`. */
  field: string;
  name: string;
  /** ZIP, PDF. */
  format: string;
  /** The file's address as the build uses it (the environment's, else the file's). */
  url: string | undefined;
  /** Whether the build makes the file itself (the logo pack, the brand sheet). */
  built: boolean;
  /** The variable that sets its address, if any. */
  env?: string;
  /** What the page offers instead: "the press page has journalists request it by e-mail". */
  instead: string;
  /** A real-looking address for the example. */
  example: string;
};

/** Offers with neither a file the build makes nor an address to download it from. */
export function offerItems(offers: readonly Offer[]): HealthItem[] {
  return offers.flatMap((offer): HealthItem[] => {
    if (offer.built || offer.url) return [];
    const orEnv = offer.env ? `, or set ${offer.env} where the site is built` : "";
    return [
      {
        group: "setup",
        topic: "file",
        blocking: false,
        file: offer.file,
        field: offer.field,
        problem: `"${offer.name}" (${offer.format}) is offered with no file: ${offer.instead}.`,
        action: `Put the file where it can be downloaded and write its address in ${offer.field}, such as ${offer.example}${orEnv}. Or remove the entry.`,
      },
    ];
  });
}

/** A translation as the report judges it (content/content-health.ts reads them). */
export type TranslationReport = {
  /** The translation, `content/fr/faq.yaml`. */
  file: string;
  /** Its English file, `content/faq.yaml`, or undefined when there is none any more. */
  englishFile: string | undefined;
  /** The language's name: French. */
  language: string;
  state:
    | { state: "current" }
    | { state: "unrecorded" }
    | { state: "stale"; since: string; now: string; changes: string[] | undefined };
  /** What the translation says that the site does not use as it is (lib/content/translation.ts). */
  issues: readonly { field: string; kind: "value" | "missing" | "extra"; problem: string }[];
  /** The build's own objections (a text too long, a token unknown): the build fails on them. */
  problems: readonly string[];
  /**
   * Still the English text (started, nothing translated: lib/content/untranslated.ts), so the
   * page is not published in this language.
   */
  untranslated?: boolean;
  /** The page the English file publishes (`/about`); none for a file of many pages (the FAQ). */
  page?: string;
};

/**
 * Translations that need a person: one whose English file changed since it was made (with what
 * changed), one that does not say which English version it was made from, one whose English file
 * is gone, one the build refuses (blocking), one started but still the English text (its page
 * is not published in that language), and the values and texts it says that the site does not
 * use as they are.
 */
export function translationItems(reports: readonly TranslationReport[]): HealthItem[] {
  return reports.flatMap((report): HealthItem[] => {
    const { file, englishFile, language } = report;
    const item = (fields: Omit<HealthItem, "group" | "topic" | "file">): HealthItem => ({
      group: "now",
      topic: "translation",
      file,
      ...fields,
    });
    if (!englishFile) {
      return [
        item({
          blocking: false,
          field: "(the file)",
          problem: `This ${language} file has no English file of the same name, so the site does not publish it.`,
          action: `Rename it after the English file it translates, or delete it.`,
        }),
      ];
    }
    const items: HealthItem[] = report.problems.map((problem) =>
      item({
        blocking: true,
        field: problem.slice(file.length).replace(/^[.:]/, "").split(":")[0] || "(the file)",
        problem: `The build refuses this ${language} translation: ${problem}`,
        action: `Correct it in the ${language} file; the English file shows what the field holds.`,
      }),
    );
    if (report.untranslated) {
      const where = report.page
        ? `not published in ${language}: this file is still the English text of ${englishFile}, so the page ${report.page} has no ${language} version (nor a place in hreflang, the sitemap, the language menu, search, the feeds or llms.txt in ${language}) until its text is translated.`
        : `this file is still the English text of ${englishFile}, so ${language} pages show that text in English until it is translated.`;
      items.push(
        item({
          blocking: false,
          field: "(the file)",
          problem: `Started, not yet translated — ${where}`,
          action: `Translate its texts in the ${language} file${report.page ? `; the page is published in ${language} once its text is no longer the English one` : ""}.`,
        }),
      );
    }
    const { state } = report;
    if (state.state === "stale") {
      const said = state.changes
        ? state.changes.length > 0
          ? "What changed in English since:"
          : "Only its layout changed since (no value or text)."
        : `Git cannot show what changed here (version ${state.since.slice(0, 10)} is not in this copy of the repository): compare the two files.`;
      items.push(
        item({
          blocking: false,
          field: "translatedFrom",
          problem: `The English file ${englishFile} changed since this ${language} translation was made, so ${language} readers may read something the English no longer says. ${said}`,
          action: `Update the ${language} text to say what the English says now, then set "Translated from (English version)" (translatedFrom) to the English file's version now: ${state.now}.`,
          ...(state.changes && state.changes.length > 0 && { changes: state.changes }),
        }),
      );
    } else if (state.state === "unrecorded") {
      items.push(
        item({
          blocking: false,
          field: "translatedFrom",
          problem: `This ${language} translation does not say which version of ${englishFile} it was made from, so nobody is told when the English changes.`,
          action: `Check it against the English file, then set "Translated from (English version)" (translatedFrom) to the English file's version now (git hash-object ${englishFile}).`,
        }),
      );
    }
    const kinds = {
      missing: {
        problem: (count: number) =>
          `${count === 1 ? "One field is" : `${count} fields are`} not translated into ${language}: ${language} readers see the English there.`,
        action: `Translate ${"them"} in the ${language} file.`,
      },
      value: {
        problem: (count: number) =>
          `${count === 1 ? "One value differs" : `${count} values differ`} from the English file, which is their one source (numbers, dates, addresses, ids): the site uses the English.`,
        action: `Write them as the English file does; if one is wrong, change it in ${englishFile}.`,
      },
      extra: {
        problem: (count: number) =>
          `${count === 1 ? "One field is" : `${count} fields are`} in the ${language} file but no longer in the English, so the site leaves ${count === 1 ? "it" : "them"} out.`,
        action: `Delete ${"them"} from the ${language} file.`,
      },
    } as const;
    for (const kind of ["missing", "value", "extra"] as const) {
      const found = report.issues.filter((issue) => issue.kind === kind);
      if (found.length === 0) continue;
      items.push(
        item({
          blocking: false,
          field: found.length === 1 ? found[0]!.field : `${found.length} fields`,
          problem: kinds[kind].problem(found.length),
          action: kinds[kind].action,
          changes: found.map((issue) => `${issue.field}: ${issue.problem}`),
        }),
      );
    }
    return items;
  });
}

/** The items in the report's order: by group (now, soon, setup), in the order found within one. */
export function sortHealthItems(items: readonly HealthItem[]): HealthItem[] {
  return HEALTH_GROUPS.flatMap((group) => items.filter((item) => item.group === group));
}

/** Everything the report judges, gathered from the content (content/content-health.ts). */
export type HealthInputs = {
  /** The build date, `YYYY-MM-DD`. */
  today: string;
  /** Every dated promise: roadmap targets, offers that end, closing dates. */
  dated: readonly DatedEntry[];
  status: Parameters<typeof statusItems>[0];
  newsletter: { promises: readonly Statement[]; newest: NewestPost | undefined };
  claims: { file: string; disagreements: Parameters<typeof claimItems>[0] };
  settings: readonly Setting[];
  offers: readonly Offer[];
  translations?: readonly TranslationReport[];
};

/** Everything that needs a person, in the report's order. */
export function healthItems(inputs: HealthInputs): HealthItem[] {
  const { today } = inputs;
  return sortHealthItems([
    ...datedItems(datedDue(inputs.dated, today, SOON_DAYS), today),
    ...statusItems(inputs.status),
    ...newsletterItems(inputs.newsletter.promises, inputs.newsletter.newest, today),
    ...claimItems(inputs.claims.disagreements, inputs.claims.file),
    ...translationItems(inputs.translations ?? []),
    ...settingItems(inputs.settings),
    ...offerItems(inputs.offers),
  ]);
}

/** The group's heading in the report and on the page. */
export const GROUP_TITLES: Record<HealthGroup, string> = {
  now: "Needs action now",
  soon: `Due within ${SOON_DAYS} days`,
  setup: "Set up before launch",
};

/** The environment variable with which a deployment fails its build on the report. */
export const STRICT_VARIABLE = "CONTENT_CHECK_STRICT";

const ON = new Set(["1", "true", "yes", "on"]);
const OFF = new Set(["", "0", "false", "no", "off"]);

/** Reads CONTENT_CHECK_STRICT: on (1, true, yes), off (unset, 0, false, no) or an error. */
export function strictMode(value: string | undefined): boolean {
  const word = (value ?? "").trim().toLowerCase();
  if (ON.has(word)) return true;
  if (OFF.has(word)) return false;
  throw new Error(
    `${STRICT_VARIABLE} is "${value}": write 1 to fail the build on the content report, or 0 (or leave it unset) to only print it`,
  );
}

/** The items a strict build fails on. */
export function blockingItems(items: readonly HealthItem[]): HealthItem[] {
  return items.filter((item) => item.blocking);
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** One line with the counts: "2 need action now, 0 due soon, 20 to set up before launch". */
export function healthSummary(items: readonly HealthItem[]): string {
  const count = (group: HealthGroup) => items.filter((item) => item.group === group).length;
  const now = count("now");
  return `${now} ${now === 1 ? "needs" : "need"} action now, ${count("soon")} due within ${SOON_DAYS} days, ${count("setup")} to set up before launch`;
}

/**
 * The report as text, for `npm run content:check` and the end of `npm run build`: a line of
 * counts, then per group each item's file and field with what is wrong, and what to do.
 */
export function formatHealthReport(
  items: readonly HealthItem[],
  { today, strict }: { today: string; strict: boolean },
): string {
  const lines = [
    `Content health on ${formatDate(today)} (the build date): ${healthSummary(items)}.`,
  ];
  if (items.length === 0) {
    lines.push("Nothing needs a person.");
    return lines.join("\n");
  }
  for (const group of HEALTH_GROUPS) {
    const inGroup = items.filter((item) => item.group === group);
    if (inGroup.length === 0) continue;
    lines.push("", GROUP_TITLES[group]);
    for (const item of inGroup) {
      const optional = item.group === "setup" && !item.blocking ? " (optional)" : "";
      lines.push(`- ${item.file}, ${item.field}${optional}: ${item.problem}`);
      for (const change of item.changes ?? []) lines.push(`    ${change}`);
      lines.push(`  What to do: ${item.action}`);
    }
  }
  const blocking = blockingItems(items).length;
  lines.push(
    "",
    "To fix them in the editor: npm run dev, then open the content health address it prints (http://localhost:3000/content-health when port 3000 is free).",
    strict
      ? `${STRICT_VARIABLE} is on: ${plural(blocking, "item")} above fail the build (all but those due soon or optional).`
      : `${STRICT_VARIABLE}=1 would fail the build on ${plural(blocking, "item")} above (all but those due soon or optional).`,
  );
  return lines.join("\n");
}

/** The exit status of the check: 1 when strict and something blocking is listed, else 0. */
export function healthExitCode(items: readonly HealthItem[], strict: boolean): 0 | 1 {
  return strict && blockingItems(items).length > 0 ? 1 : 0;
}
