import { describe, expect, it } from "vitest";
import {
  CONSENT_COUNTRY_CODES,
  isCountryCode,
  normalizeCountryCode,
  requiresConsentBanner,
} from "@/lib/consent/countries";

const EU = "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE";

describe("the consent countries", () => {
  it("are the 27 EU states plus IS, LI, NO, GB and CH, without duplicates", () => {
    expect(new Set(CONSENT_COUNTRY_CODES).size).toBe(32);
    expect([...CONSENT_COUNTRY_CODES].sort()).toEqual(
      [...EU.split(" "), "IS", "LI", "NO", "GB", "CH"].sort(),
    );
  });

  it.each(CONSENT_COUNTRY_CODES)("%s is a country and is asked", (code) => {
    expect(isCountryCode(code)).toBe(true);
    expect(requiresConsentBanner(code)).toBe(true);
  });

  it.each(["US", "CA", "BR", "JP", "AU", "IN", "TR", "UA"])("%s is not asked", (code) => {
    expect(requiresConsentBanner(code)).toBe(false);
  });

  it("matches a trimmed code in any case", () => {
    expect(requiresConsentBanner(" fr ")).toBe(true);
    expect(requiresConsentBanner("De")).toBe(true);
    expect(requiresConsentBanner("gb\n")).toBe(true);
    expect(requiresConsentBanner(" us ")).toBe(false);
  });

  it("reads the aliases UK and EL as the United Kingdom and Greece", () => {
    expect(normalizeCountryCode("UK")).toBe("GB");
    expect(normalizeCountryCode(" el ")).toBe("GR");
    expect(requiresConsentBanner("UK")).toBe(true);
    expect(requiresConsentBanner("EL")).toBe(true);
  });

  it.each(["EU", "UN", "XK", "ZZ", "AA", "QQ"])(
    "asks for %s, which is two letters but names no ISO country",
    (code) => {
      expect(isCountryCode(code)).toBe(false);
      expect(requiresConsentBanner(code)).toBe(true);
    },
  );

  it("asks when the lookup gave no code or something that is not a two-letter code", () => {
    expect(requiresConsentBanner(null)).toBe(true);
    expect(requiresConsentBanner("FRA")).toBe(true);
    expect(requiresConsentBanner("USA")).toBe(true);
    expect(requiresConsentBanner("F")).toBe(true);
    expect(requiresConsentBanner("")).toBe(true);
    expect(normalizeCountryCode(42)).toBeNull();
    expect(normalizeCountryCode(null)).toBeNull();
    expect(normalizeCountryCode("F1")).toBeNull();
    expect(normalizeCountryCode(" se ")).toBe("SE");
  });
});
