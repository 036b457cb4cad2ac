/**
 * Where the banner is shown without asking twice: the 27 EU member states, the other EEA
 * states (IS, LI, NO), where GDPR applies as well, and GB and CH, whose laws mirror it.
 */
// prettier-ignore
export const CONSENT_COUNTRY_CODES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
  "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
  "IS", "LI", "NO",
  "GB", "CH",
] as const;

const consentCountries: ReadonlySet<string> = new Set(CONSENT_COUNTRY_CODES);

/** A trimmed, upper-cased ISO 3166-1 alpha-2 code, or null when the value is not one. */
export function normalizeCountryCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

/** Whether visitors from this country see the banner before anything optional may run. */
export function requiresConsentBanner(countryCode: string): boolean {
  const code = normalizeCountryCode(countryCode);
  return code !== null && consentCountries.has(code);
}
