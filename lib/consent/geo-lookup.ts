import { normalizeCountryCode } from "@/lib/consent/countries";
import { fetchPublicJson } from "@/lib/browser/fetch-json";
import type { SafeStorage } from "@/lib/browser/safe-storage";

export const GEO_FAILURE_MESSAGE = "Geolocation detection failed, showing banner as fallback";

/** Cached in place of a country when the lookup failed, so a session asks only once. */
const UNKNOWN_COUNTRY = "unknown";

export type GeoLookupOptions = {
  /** GET endpoint answering JSON with a `country_code` field. */
  endpoint: string;
  /** The request is aborted after this long and counts as failed. */
  timeoutMs: number;
  /** sessionStorage key of the cached answer. */
  cacheKey: string;
  /** sessionStorage (a refused read or write only costs another lookup). */
  cache: Pick<SafeStorage, "get" | "set">;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
};

/** The `country_code` of a lookup, or null for any failure (network, status, body, timeout). */
async function fetchCountry(options: GeoLookupOptions): Promise<string | null> {
  const body = await fetchPublicJson(options.endpoint, options);
  if (!body || typeof body !== "object") return null;
  return normalizeCountryCode((body as Record<string, unknown>).country_code);
}

/**
 * The visitor's ISO country code, or null when it cannot be told (the caller then shows the
 * banner). Asks the endpoint once per browser session and logs every failure once.
 */
export async function lookupCountry(options: GeoLookupOptions): Promise<string | null> {
  const cached = options.cache.get(options.cacheKey);
  if (cached === UNKNOWN_COUNTRY) return null;
  const cachedCode = normalizeCountryCode(cached);
  if (cachedCode) return cachedCode;

  const country = await fetchCountry(options);
  if (country === null) (options.warn ?? console.warn)(GEO_FAILURE_MESSAGE);
  options.cache.set(options.cacheKey, country ?? UNKNOWN_COUNTRY);
  return country;
}
