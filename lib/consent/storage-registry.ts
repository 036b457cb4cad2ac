import type { OptionalCategory } from "@/lib/consent/categories";
import { FIRST_TOUCH_KEY } from "@/lib/leads/first-touch";
import type { SafeStorage } from "@/lib/browser/safe-storage";

/** A storage name, or a pattern for names with a variable part (`_ga_<container>`). */
export type NameMatcher = string | RegExp;

type StorageRegistration = {
  cookies: readonly NameMatcher[];
  localStorage: readonly NameMatcher[];
};

/**
 * What each optional category may store, in one place: withdrawing a category (or a record
 * that denies it) removes exactly these. A new tag registers its cookies and keys here.
 */
const CATEGORY_STORAGE: Record<OptionalCategory, StorageRegistration> = {
  analytics: {
    // Google Analytics 4, and Plausible's opt-out flag (set while a withdrawn script still runs).
    cookies: ["_ga", /^_ga_/, "_gid", /^_gat/],
    localStorage: ["plausible_ignore"],
  },
  marketing: {
    // Google Ads conversion linker, which Consent Mode allows only with ad_storage; the visit's
    // first campaign (utm_*), which the forms add to a lead.
    cookies: [/^_gcl_/, /^_gac_/],
    localStorage: [FIRST_TOUCH_KEY],
  },
  // Nothing on the site remembers preferences yet (the billing toggle's tab-long memory is the
  // visitor's own input, which needs no consent: docs/consent.md).
  preferences: { cookies: [], localStorage: [] },
};

export function matchesAny(name: string, matchers: readonly NameMatcher[]): boolean {
  return matchers.some((matcher) =>
    typeof matcher === "string" ? matcher === name : matcher.test(name),
  );
}

/** Cookie names in a `document.cookie` string. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/**
 * Domains a cookie visible on `hostname` may have been set for: host-only, the host, and each
 * parent domain (tags such as GA set theirs on the registrable domain, `.example.com`).
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  const labels = hostname.split(".");
  const domains: (string | undefined)[] = [undefined];
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return domains;
  for (let index = 0; index < labels.length - 1; index++) {
    domains.push(`.${labels.slice(index).join(".")}`);
  }
  return domains;
}

export type BrowserStorage = {
  document: Pick<Document, "cookie"> & { location: Pick<Location, "hostname"> };
  localStorage: Pick<SafeStorage, "keys" | "remove">;
};

/** Removes every cookie and local-storage key registered for `category`. Never throws. */
export function clearCategoryStorage(category: OptionalCategory, browser: BrowserStorage) {
  const registration = CATEGORY_STORAGE[category];
  const { document } = browser;
  for (const name of cookieNames(document.cookie)) {
    if (!matchesAny(name, registration.cookies)) continue;
    for (const domain of cookieDomains(document.location.hostname)) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
  for (const key of browser.localStorage.keys()) {
    if (matchesAny(key, registration.localStorage)) browser.localStorage.remove(key);
  }
}
