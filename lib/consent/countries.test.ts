import { describe, expect, it } from "vitest";
import {
  CONSENT_COUNTRY_CODES,
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

  it.each(CONSENT_COUNTRY_CODES)("%s is asked", (code) => {
    expect(requiresConsentBanner(code)).toBe(true);
  });

  it.each(["US", "CA", "BR", "JP", "AU", "IN", "TR", "UA"])("%s is not asked", (code) => {
    expect(requiresConsentBanner(code)).toBe(false);
  });

  it("matches a trimmed code in any case", () => {
    expect(requiresConsentBanner(" fr ")).toBe(true);
    expect(requiresConsentBanner("De")).toBe(true);
    expect(requiresConsentBanner("gb\n")).toBe(true);
  });

  it("rejects anything that is not a two-letter code", () => {
    expect(requiresConsentBanner("FRA")).toBe(false);
    expect(requiresConsentBanner("F")).toBe(false);
    expect(requiresConsentBanner("")).toBe(false);
    expect(requiresConsentBanner("EU")).toBe(false);
    expect(normalizeCountryCode(42)).toBeNull();
    expect(normalizeCountryCode(null)).toBeNull();
    expect(normalizeCountryCode("F1")).toBeNull();
    expect(normalizeCountryCode(" se ")).toBe("SE");
  });
});
