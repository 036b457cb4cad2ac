import * as z from "zod/mini";
import type { ConsentChoices } from "@/lib/consent/categories";

/** The stored consent record: SPEC section 3 plus the policy revision it answers. */
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

const recordSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  preferences: z.boolean(),
  timestamp: z.iso.datetime(),
  version: z.int().check(z.positive()),
});

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
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = recordSchema.safeParse(json);
  if (!result.success) return null;
  const record = result.data;
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
