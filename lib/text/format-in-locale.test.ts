import { describe, expect, it } from "vitest";
import { formatUsd } from "@/lib/text/format";
import { formatIntegerIn, formatPriceIn } from "@/lib/text/format-in-locale";

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
