import { readJson, type SafeStorage } from "@/lib/browser/safe-storage";
/**
 * The campaign a visit first arrived from (its `utm_*` parameters), kept so a lead sent later
 * in the visit can say where it came from. Stored only with marketing consent, under a key the
 * consent manager's storage registry clears when that consent is withdrawn.
 */

const UTM_PARAMETERS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
type UtmParameter = (typeof UTM_PARAMETERS)[number];
export type Utm = Partial<Record<UtmParameter, string>>;

/** localStorage key; named in the privacy policy and registered under "marketing". */
export const FIRST_TOUCH_KEY = "first-touch-utm";
/** The usual attribution window: a campaign visit older than this no longer explains a lead. */
export const FIRST_TOUCH_MAX_AGE_DAYS = 30;
const MAX_VALUE_LENGTH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export type FirstTouch = { utm: Utm; at: string };

/** The UTM parameters of a query string, trimmed and capped; null when it carries none. */
export function parseUtm(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const name of UTM_PARAMETERS) {
    const value = params.get(name)?.trim().slice(0, MAX_VALUE_LENGTH);
    if (value) utm[name] = value;
  }
  return Object.keys(utm).length ? utm : null;
}

/** The stored first touch if it is readable and recent; anything else counts as none. */
export function readFirstTouch(raw: string | null, now: Date): FirstTouch | null {
  const value = readJson(raw);
  if (!value || typeof value !== "object") return null;
  const { utm, at } = value as Record<string, unknown>;
  if (typeof at !== "string" || !utm || typeof utm !== "object") return null;
  const time = Date.parse(at);
  if (Number.isNaN(time) || now.getTime() - time > FIRST_TOUCH_MAX_AGE_DAYS * DAY_MS) return null;
  const checked = parseUtm(
    new URLSearchParams(
      Object.entries(utm).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    ).toString(),
  );
  return checked ? { utm: checked, at } : null;
}

/**
 * What to store after a page view with `search`: a new first touch when none is kept yet (or
 * the kept one is stale or corrupt), otherwise null (keep what is there).
 */
export function nextFirstTouch(stored: string | null, search: string, now: Date): string | null {
  if (readFirstTouch(stored, now)) return null;
  const utm = parseUtm(search);
  return utm ? JSON.stringify({ utm, at: now.toISOString() } satisfies FirstTouch) : null;
}

/** Remembers the landing page's campaign; call only with marketing consent. Never throws. */
export function rememberFirstTouch(storage: SafeStorage, search: string, now = new Date()) {
  const next = nextFirstTouch(storage.get(FIRST_TOUCH_KEY), search, now);
  // A refused write is fine: the lead simply goes without its campaign.
  if (next) storage.set(FIRST_TOUCH_KEY, next);
}

/** The kept campaign parameters as lead fields (`utm_source`...), or none. Never throws. */
export function firstTouchFields(storage: SafeStorage, now = new Date()): Utm {
  return readFirstTouch(storage.get(FIRST_TOUCH_KEY), now)?.utm ?? {};
}
