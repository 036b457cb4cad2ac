import { safeStorage } from "@/lib/browser/safe-storage";
import { describe, expect, it } from "vitest";
import {
  FIRST_TOUCH_KEY,
  FIRST_TOUCH_MAX_AGE_DAYS,
  firstTouchFields,
  nextFirstTouch,
  parseUtm,
  readFirstTouch,
  rememberFirstTouch,
} from "@/lib/leads/first-touch";

const now = new Date("2026-03-10T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("parseUtm", () => {
  it("keeps the five utm parameters, trimmed, and nothing else", () => {
    expect(
      parseUtm("?utm_source=%20news%20&utm_medium=email&utm_campaign=spring&gclid=1&ref=x"),
    ).toEqual({ utm_source: "news", utm_medium: "email", utm_campaign: "spring" });
  });

  it("is null without any, or with only empty ones", () => {
    expect(parseUtm("")).toBeNull();
    expect(parseUtm("?utm_source=&q=1")).toBeNull();
  });

  it("caps a long value", () => {
    expect(parseUtm(`?utm_term=${"a".repeat(500)}`)?.utm_term).toHaveLength(200);
  });
});

describe("readFirstTouch", () => {
  it("reads a recent record", () => {
    const raw = JSON.stringify({ utm: { utm_source: "news" }, at: daysAgo(2) });
    expect(readFirstTouch(raw, now)).toEqual({ utm: { utm_source: "news" }, at: daysAgo(2) });
  });

  it("drops a record older than the attribution window", () => {
    const raw = JSON.stringify({
      utm: { utm_source: "news" },
      at: daysAgo(FIRST_TOUCH_MAX_AGE_DAYS + 1),
    });
    expect(readFirstTouch(raw, now)).toBeNull();
  });

  it("discards corrupt or hand-edited values without throwing", () => {
    for (const raw of [
      "{",
      "null",
      "[]",
      JSON.stringify({ utm: "x", at: daysAgo(1) }),
      JSON.stringify({ utm: { utm_source: "a" }, at: "yesterday" }),
      JSON.stringify({ utm: { utm_source: 5, evil: "x" }, at: daysAgo(1) }),
    ]) {
      expect(readFirstTouch(raw, now)).toBeNull();
    }
  });
});

describe("nextFirstTouch", () => {
  it("stores the first campaign of the visit", () => {
    const next = nextFirstTouch(null, "?utm_source=ads", now);
    expect(JSON.parse(next ?? "")).toEqual({
      utm: { utm_source: "ads" },
      at: now.toISOString(),
    });
  });

  it("keeps an earlier campaign: first touch wins", () => {
    const stored = JSON.stringify({ utm: { utm_source: "news" }, at: daysAgo(1) });
    expect(nextFirstTouch(stored, "?utm_source=ads", now)).toBeNull();
  });

  it("replaces a stale record, and stores nothing for a page without a campaign", () => {
    const stale = JSON.stringify({ utm: { utm_source: "news" }, at: daysAgo(90) });
    expect(nextFirstTouch(stale, "?utm_source=ads", now)).toContain('"utm_source":"ads"');
    expect(nextFirstTouch(null, "?page=2", now)).toBeNull();
  });
});

describe("rememberFirstTouch and firstTouchFields", () => {
  it("round-trip through storage", () => {
    const storage = memoryStorage();
    rememberFirstTouch(
      safeStorage(() => storage),
      "?utm_source=news&utm_campaign=launch",
      now,
    );
    expect(storage.getItem(FIRST_TOUCH_KEY)).not.toBeNull();
    expect(
      firstTouchFields(
        safeStorage(() => storage),
        now,
      ),
    ).toEqual({
      utm_source: "news",
      utm_campaign: "launch",
    });
  });

  it("never throw when storage refuses", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    } as unknown as Storage;
    expect(() =>
      rememberFirstTouch(
        safeStorage(() => broken),
        "?utm_source=a",
        now,
      ),
    ).not.toThrow();
    expect(
      firstTouchFields(
        safeStorage(() => broken),
        now,
      ),
    ).toEqual({});
    expect(
      firstTouchFields(
        safeStorage(() => null),
        now,
      ),
    ).toEqual({});
  });
});
