import { describe, expect, it } from "vitest";
import { formatUsd } from "@/lib/text/format";
import {
  colonIn,
  formatListIn,
  formatMeasuredPercentIn,
  formatIntegerIn,
  formatPriceIn,
} from "@/lib/text/format-in-locale";

describe("prices and numbers in each language", () => {
  it("write English as the site always has, and the others as Intl does, in US dollars", () => {
    expect(formatPriceIn(5997, "en")).toBe(formatUsd(5997));
    for (const locale of ["fr", "nl", "de"]) {
      const intl = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        maximumFractionDigits: 0,
      });
      expect(formatPriceIn(5997.4, locale)).toBe(intl.format(5997));
    }
    expect(formatIntegerIn(5000, "de")).toBe("5.000");
    expect(formatIntegerIn(5000, "en")).toBe("5,000");
  });
});

describe("lists, percentages and colons in a language", () => {
  it("joins a list as the language does, English with its plain commas", () => {
    expect(formatListIn(["Funnels", "E-mail", "SMS"], "fr")).toBe("Funnels, E-mail et SMS");
    expect(formatListIn(["A", "B"], "de", "disjunction")).toBe("A oder B");
    expect(formatListIn(["Funnels", "Email"], "en")).toBe("Funnels, Email");
  });

  it("writes a measured percentage with its sign as Intl does, English as the site always has", () => {
    expect(formatMeasuredPercentIn(99.5, "en", 2)).toBe("99.50%");
    expect(formatMeasuredPercentIn(99.98, "en")).toBe("99.98%");
    expect(formatMeasuredPercentIn(99.9, "en")).toBe("99.9%");
    expect(formatMeasuredPercentIn(100, "en")).toBe("100%");
    for (const locale of ["fr", "nl", "de"]) {
      const intl = new Intl.NumberFormat(locale, {
        style: "percent",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      expect(formatMeasuredPercentIn(99.98, locale, 2)).toBe(intl.format(0.9998));
    }
    // The sign stays on the figure's line: no ordinary space before it in any language.
    for (const locale of ["fr", "nl", "de"]) {
      expect(formatMeasuredPercentIn(99.5, locale, 2)).toMatch(/^99,50[\u00a0\u202f]?%$/);
    }
    expect(formatMeasuredPercentIn(99.98, "nl")).toBe("99,98%");
  });

  it("sets a French colon after a narrow no-break space", () => {
    expect(colonIn("fr")).toBe("\u202f:");
    expect(colonIn("de")).toBe(":");
  });
});
