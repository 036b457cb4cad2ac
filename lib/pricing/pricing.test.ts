import { describe, expect, it } from "vitest";
import {
  annualSaving,
  displayPrice,
  isBilling,
  lowestMonthlyPrice,
  monthlyEquivalent,
  listedFeatures,
  planSignupUrl,
} from "@/lib/pricing/pricing";
import { formatUsd } from "@/lib/text/format";

const activate = { monthlyPrice: 97, annualPrice: 970, annualOnly: false };
const amplify = { monthlyPrice: 197, annualPrice: 1970, annualOnly: false };
const conquer = { monthlyPrice: null, annualPrice: 5997, annualOnly: true };

describe("displayPrice", () => {
  it("shows the monthly price per month on Monthly", () => {
    expect(displayPrice(activate, "monthly")).toEqual({ amount: 97, period: "month" });
  });

  it("shows the annual price per year on Annual", () => {
    expect(displayPrice(amplify, "annual")).toEqual({ amount: 1970, period: "year" });
  });

  it("always shows an annual-only plan per year", () => {
    expect(displayPrice(conquer, "monthly")).toEqual({ amount: 5997, period: "year" });
    expect(displayPrice(conquer, "annual")).toEqual({ amount: 5997, period: "year" });
  });
});

describe("annualSaving", () => {
  it("is two months of the monthly price", () => {
    expect(annualSaving(activate)).toBe(194);
    expect(annualSaving(amplify)).toBe(394);
  });

  it("equals twelve monthly payments minus the annual price", () => {
    expect(annualSaving(amplify)).toBe(12 * 197 - 1970);
  });

  it("is null for an annual-only plan", () => {
    expect(annualSaving(conquer)).toBeNull();
  });
});

describe("monthlyEquivalent", () => {
  it("is the monthly price when there is one", () => {
    expect(monthlyEquivalent(activate)).toBe(97);
  });

  it("spreads an annual-only price over twelve months", () => {
    expect(monthlyEquivalent(conquer)).toBe(499.75);
    expect(formatUsd(monthlyEquivalent(conquer))).toBe("$500");
  });
});

describe("lowestMonthlyPrice", () => {
  it("ignores plans without a monthly price", () => {
    expect(lowestMonthlyPrice([conquer, amplify, activate])).toBe(97);
  });

  it("fails loudly when no plan has one", () => {
    expect(() => lowestMonthlyPrice([conquer])).toThrow();
  });
});

describe("formatUsd", () => {
  it("formats whole dollars with separators", () => {
    expect(formatUsd(97)).toBe("$97");
    expect(formatUsd(5997)).toBe("$5,997");
    expect(formatUsd(7111)).toBe("$7,111");
  });
});

describe("isBilling", () => {
  it("accepts the two periods and nothing else a storage may hold", () => {
    expect(isBilling("monthly")).toBe(true);
    expect(isBilling("annual")).toBe(true);
    for (const value of ["Annual", "yearly", "", null, undefined, 1]) {
      expect(isBilling(value)).toBe(false);
    }
  });
});

describe("planSignupUrl", () => {
  it("adds the plan and the billing period, keeping the URL's own parameters", () => {
    expect(planSignupUrl("https://app.example.com/signup", "amplify", "monthly")).toBe(
      "https://app.example.com/signup?plan=amplify&billing=monthly",
    );
    expect(planSignupUrl("https://app.example.com/signup?ref=site", "activate", "annual")).toBe(
      "https://app.example.com/signup?ref=site&plan=activate&billing=annual",
    );
  });
});

describe("listedFeatures", () => {
  const plan = {
    features: ["5 workspaces", "Custom code"],
    limitedTimeFeature: "Tunnels illimités",
  };

  it("lists the limited-time feature first, in the plan's own words, while the offer runs", () => {
    expect(listedFeatures(plan, true)).toEqual([
      { label: "Tunnels illimités", limitedTime: true },
      { label: "5 workspaces", limitedTime: false },
      { label: "Custom code", limitedTime: false },
    ]);
  });

  it("leaves it out once the offer has ended", () => {
    expect(listedFeatures(plan, false)).toEqual([
      { label: "5 workspaces", limitedTime: false },
      { label: "Custom code", limitedTime: false },
    ]);
  });

  it("reads no feature's words: one that mentions a limited time is listed as written", () => {
    const features = ["Unlimited funnels - limited time offer"];
    expect(listedFeatures({ features }, true)).toEqual([
      { label: "Unlimited funnels - limited time offer", limitedTime: false },
    ]);
  });
});
