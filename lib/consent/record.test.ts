import { describe, expect, it } from "vitest";
import { FULL_CONSENT, NO_CONSENT } from "@/lib/consent/categories";
import {
  choicesOf,
  createRecord,
  parseRecord,
  recordExpiry,
  serializeRecord,
} from "@/lib/consent/record";

const policy = { version: 3, maxAgeMonths: 6 };
const now = new Date("2025-09-16T12:00:00.000Z");
const valid = createRecord(
  { analytics: true, marketing: false, preferences: true },
  policy.version,
  now,
);
const stored = (overrides: Record<string, unknown>) => JSON.stringify({ ...valid, ...overrides });

describe("createRecord and serializeRecord", () => {
  it("stores necessary, the three choices, an ISO timestamp and the policy version", () => {
    expect(JSON.parse(serializeRecord(valid))).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: true,
      timestamp: "2025-09-16T12:00:00.000Z",
      version: 3,
    });
  });

  it("round-trips through parseRecord", () => {
    for (const choices of [FULL_CONSENT, NO_CONSENT]) {
      const record = createRecord(choices, policy.version, now);
      expect(parseRecord(serializeRecord(record), policy, now)).toEqual(record);
      expect(choicesOf(record)).toEqual(choices);
    }
  });
});

describe("parseRecord", () => {
  it("accepts a valid record and ignores unknown extra fields", () => {
    expect(parseRecord(stored({ extra: 1 }), policy, now)).toEqual(valid);
  });

  it.each([
    ["nothing stored", null],
    ["an empty string", ""],
    ["not JSON", "{necessary: true"],
    ["JSON that is not an object", "[true]"],
    ["JSON null", "null"],
    ["necessary false", stored({ necessary: false })],
    ["a string instead of a boolean", stored({ analytics: "true" })],
    ["a missing category", JSON.stringify({ ...valid, marketing: undefined })],
    ["a missing timestamp", JSON.stringify({ ...valid, timestamp: undefined })],
    ["a timestamp that is not ISO", stored({ timestamp: "16/09/2025" })],
    ["a timestamp with an offset instead of Z", stored({ timestamp: "2025-09-16T12:00:00+02:00" })],
    ["a timestamp that is no date", stored({ timestamp: "2025-13-45T12:00:00.000Z" })],
    ["a number instead of a timestamp", stored({ timestamp: 1758024000000 })],
    ["a missing version", JSON.stringify({ ...valid, version: undefined })],
    ["a version that is not a number", stored({ version: "3" })],
  ])("discards %s without throwing", (_name, raw) => {
    expect(parseRecord(raw, policy, now)).toBeNull();
  });

  it("discards a version that is not a positive whole number, even one the policy names", () => {
    for (const version of [0, -3, 3.5]) {
      expect(parseRecord(stored({ version }), { ...policy, version }, now)).toBeNull();
    }
  });

  it("asks again when the policy version changed", () => {
    expect(parseRecord(stored({ version: 2 }), policy, now)).toBeNull();
    expect(parseRecord(stored({ version: 4 }), policy, now)).toBeNull();
  });

  it("keeps a decision for six calendar months, then asks again", () => {
    const decided = "2025-03-16T12:00:00.000Z";
    expect(recordExpiry(decided, 6).toISOString()).toBe("2025-09-16T12:00:00.000Z");
    const raw = stored({ timestamp: decided });
    expect(parseRecord(raw, policy, new Date("2025-09-16T11:59:59.999Z"))).not.toBeNull();
    expect(parseRecord(raw, policy, new Date("2025-09-16T12:00:00.000Z"))).toBeNull();
  });

  it("discards a decision dated in the future (a hand-edited value)", () => {
    expect(parseRecord(stored({ timestamp: "2030-01-01T00:00:00.000Z" }), policy, now)).toBeNull();
    // A clock a few minutes off is not an edit.
    expect(
      parseRecord(stored({ timestamp: "2025-09-16T12:05:00.000Z" }), policy, now),
    ).not.toBeNull();
  });
});
