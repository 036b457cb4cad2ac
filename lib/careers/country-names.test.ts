import { describe, expect, it } from "vitest";
import { EU_COUNTRY_CODES } from "@/lib/consent/countries";
import { countryName, regionCountries } from "@/lib/careers/country-names";

describe("regionCountries", () => {
  it("reads a country's English name, with or without 'the', in any case", () => {
    expect(regionCountries("Norway")).toEqual(["NO"]);
    expect(regionCountries("United Kingdom")).toEqual(["GB"]);
    expect(regionCountries("the netherlands")).toEqual(["NL"]);
    expect(regionCountries("Czech Republic")).toEqual(["CZ"]);
    expect(regionCountries("USA")).toEqual(["US"]);
  });

  it("reads a two-letter code, UK included", () => {
    expect(regionCountries("CH")).toEqual(["CH"]);
    expect(regionCountries("UK")).toEqual(["GB"]);
  });

  it("takes the European Union as its 27 member states", () => {
    expect(regionCountries("European Union")).toEqual([...EU_COUNTRY_CODES]);
    expect(regionCountries("EU")).toHaveLength(27);
  });

  it("refuses what names no country", () => {
    for (const region of ["Europe", "EMEA", "Worldwide", "XX", ""]) {
      expect(regionCountries(region), region).toBeUndefined();
    }
  });
});

describe("countryName", () => {
  it("is the English name of a code", () => {
    expect(countryName("BE")).toBe("Belgium");
    expect(countryName("GB")).toBe("United Kingdom");
  });
});
