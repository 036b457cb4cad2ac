import type { ConsentChoices } from "@/lib/consent/categories";
import { readJson } from "@/lib/browser/safe-storage";

/**
 * The stored consent record: each category's choice, when it was made, and the policy revision
 * it answers (docs/consent.md).
 */
export type ConsentRecord = ConsentChoices & {
  necessary: true;
  /** ISO date-time of the decision. */
  timestamp: string;
  /** The cookie-policy revision the visitor answered; a new revision asks again. */
  version: number;
};

export type RecordPolicy = {
  version: number;
  /** A decision older than this many months is asked again. */
  maxAgeMonths: number;
};

/** Clocks drift; a decision dated further ahead than this is a hand-edited value. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** An ISO 8601 date-time in UTC, as `Date.prototype.toISOString` writes it (seconds optional). */
const ISO_UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/**
 * The stored value's shape, checked by hand rather than with zod: the consent manager loads on
 * every page, and zod would add all of zod/mini to each (Turbopack keeps it whole) for six
 * fields. Fields beyond these are ignored.
 */
function isRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return (
    record.necessary === true &&
    typeof record.analytics === "boolean" &&
    typeof record.marketing === "boolean" &&
    typeof record.preferences === "boolean" &&
    typeof record.timestamp === "string" &&
    ISO_UTC_DATE_TIME.test(record.timestamp) &&
    Number.isSafeInteger(record.version) &&
    (record.version as number) > 0
  );
}

export function createRecord(choices: ConsentChoices, version: number, now: Date): ConsentRecord {
  return {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
    timestamp: now.toISOString(),
    version,
  };
}

export function serializeRecord(record: ConsentRecord): string {
  const { necessary, analytics, marketing, preferences, timestamp, version } = record;
  return JSON.stringify({ necessary, analytics, marketing, preferences, timestamp, version });
}

/** The moment a decision taken at `timestamp` lapses. */
export function recordExpiry(timestamp: string, maxAgeMonths: number): Date {
  const expiry = new Date(timestamp);
  expiry.setUTCMonth(expiry.getUTCMonth() + maxAgeMonths);
  return expiry;
}

/**
 * Reads a stored value. Anything unreadable, of another policy version, dated in the future or
 * older than the maximum age counts as no record: the visitor is asked again. Never throws.
 */
export function parseRecord(
  raw: string | null | undefined,
  policy: RecordPolicy,
  now: Date,
): ConsentRecord | null {
  const json = readJson(raw);
  if (!isRecord(json)) return null;
  const { analytics, marketing, preferences, timestamp, version } = json;
  const record: ConsentRecord = {
    necessary: true,
    analytics,
    marketing,
    preferences,
    timestamp,
    version,
  };
  if (record.version !== policy.version) return null;
  const decidedAt = Date.parse(record.timestamp);
  if (Number.isNaN(decidedAt) || decidedAt > now.getTime() + MAX_CLOCK_SKEW_MS) return null;
  if (now >= recordExpiry(record.timestamp, policy.maxAgeMonths)) return null;
  return record;
}

export function choicesOf(record: ConsentRecord): ConsentChoices {
  return {
    analytics: record.analytics,
    marketing: record.marketing,
    preferences: record.preferences,
  };
}
