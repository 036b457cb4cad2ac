import {
  EU_COUNTRY_CODES,
  ISO_COUNTRY_CODES,
  isCountryCode,
  normalizeCountryCode,
} from "@/lib/consent/countries";

const displayNames = new Intl.DisplayNames(["en"], { type: "region" });

/** A country's English name from its ISO code: "GB" is "United Kingdom". */
export function countryName(code: string): string {
  return displayNames.of(code) ?? code;
}

/** Lower-case, without a leading "the": "The Netherlands" and "netherlands" are one key. */
const key = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, "");

/** Names people write that differ from Intl's ("United States", "Czechia"). */
const OTHER_NAMES: Readonly<Record<string, string>> = {
  usa: "US",
  "united states of america": "US",
  "czech republic": "CZ",
  "great britain": "GB",
};

const codesByName = new Map<string, string>([
  ...[...ISO_COUNTRY_CODES].map((code): [string, string] => [key(countryName(code)), code]),
  ...Object.entries(OTHER_NAMES),
]);

/**
 * The countries a region written in content stands for, as ISO codes: a country's English name
 * ("Norway") or its code ("NO", "UK"), or the European Union ("European Union", "EU"), which is
 * its 27 member states. Undefined for anything else ("Europe", "EMEA"), which names no border.
 */
export function regionCountries(region: string): string[] | undefined {
  const name = key(region);
  if (name === "european union" || name === "eu") return [...EU_COUNTRY_CODES];
  const code = normalizeCountryCode(region);
  if (code && isCountryCode(code)) return [code];
  const named = codesByName.get(name);
  return named ? [named] : undefined;
}
