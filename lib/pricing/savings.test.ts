import { describe, expect, it } from "vitest";
import {
  averageOtherToolPrice,
  calculateSavings,
  tierFor,
  toolsTotal,
  type SavingsModel,
} from "@/lib/pricing/savings";

const emailToolPrices = [
  { upTo: 2500, value: 149 },
  { upTo: 10000, value: 199 },
  { upTo: null, value: 299 },
];

const model: SavingsModel = {
  emailToolPrices,
  plans: [
    { upTo: 2500, value: { name: "Activate", monthlyPrice: 97 } },
    { upTo: 10000, value: { name: "Amplify", monthlyPrice: 197 } },
    { upTo: 50000, value: { name: "Automate", monthlyPrice: 297 } },
    { upTo: null, value: { name: "Conquer", monthlyPrice: 5997 / 12 } },
  ],
  averageToolPrice: 300,
  timeValuePerMember: 5000,
  timeRecoveredShare: 0.3,
};

const input = { contacts: 5000, teamSize: 10, toolsCount: 8 };

describe("tierFor (email tool price)", () => {
  it.each([
    [1000, 149],
    [2500, 149],
    [3000, 199],
    [10000, 199],
    [10500, 299],
    [50000, 299],
    [100000, 299],
  ])("%i contacts cost %i", (contacts, price) => {
    expect(tierFor(emailToolPrices, contacts)).toBe(price);
  });

  it("fails when no tier covers the count", () => {
    expect(() => tierFor([{ upTo: 10, value: 1 }], 11)).toThrow();
  });
});

describe("recommended plan", () => {
  it.each([
    [1000, "Activate"],
    [2500, "Activate"],
    [3000, "Amplify"],
    [10000, "Amplify"],
    [10500, "Automate"],
    [50000, "Automate"],
    [50500, "Conquer"],
    [100000, "Conquer"],
  ])("%i contacts -> %s", (contacts, name) => {
    expect(calculateSavings({ ...input, contacts }, model).plan.name).toBe(name);
  });

  it("prices Conquer at its annual price / 12", () => {
    expect(calculateSavings({ ...input, contacts: 100000 }, model).plan.monthlyPrice).toBe(499.75);
  });
});

describe("calculateSavings", () => {
  it("computes the defaults: tools' cost, monthly and yearly saving, return on the plan", () => {
    const result = calculateSavings(input, model);
    // email 199 + 7 other tools at 300
    expect(result.currentToolsCost).toBe(2299);
    expect(result.monthlySaving).toBe(2299 - 197);
    expect(result.timeSavingPerYear).toBe(10 * 5000 * 0.3);
    expect(result.annualSaving).toBe(12 * 2102 + 15000);
    expect(result.roiPercent).toBe(Math.round(((40224 - 2364) / 2364) * 100));
    expect(result.paysBackInFirstMonth).toBe(true);
  });

  it("adds up in the whole dollars it shows, with a fractional tool average and Conquer", () => {
    const fractional = { ...model, averageToolPrice: 345.55 };
    const result = calculateSavings({ contacts: 100000, teamSize: 3, toolsCount: 7 }, fractional);
    // 299 + 6 x 345.55 = 2,372.30, shown $2,372; less Conquer's $499.75 a month: $1,872.
    expect(result.currentToolsCost).toBe(2372);
    expect(result.monthlySaving).toBe(Math.round(2372 - 499.75));
    expect(Number.isInteger(result.timeSavingPerYear)).toBe(true);
    expect(result.annualSaving).toBe(12 * result.monthlySaving + result.timeSavingPerYear);
  });

  it("counts only the email tool at the minimum of one tool", () => {
    const result = calculateSavings({ contacts: 1000, teamSize: 1, toolsCount: 1 }, model);
    expect(result.currentToolsCost).toBe(149);
    expect(result.monthlySaving).toBe(52);
    expect(result.timeSavingPerYear).toBe(1500);
    expect(result.annualSaving).toBe(12 * 52 + 1500);
    expect(result.roiPercent).toBe(Math.round(((2124 - 1164) / 1164) * 100));
  });

  it("handles every slider at its maximum", () => {
    const result = calculateSavings({ contacts: 100000, teamSize: 100, toolsCount: 50 }, model);
    expect(result.emailToolPrice).toBe(299);
    expect(result.currentToolsCost).toBe(299 + 49 * 300);
    expect(result.monthlySaving).toBe(Math.round(14999 - 499.75));
    expect(result.timeSavingPerYear).toBe(150000);
    expect(result.annualSaving).toBe(12 * Math.round(14999 - 499.75) + 150000);
  });

  it("reports a loss honestly when one cheap tool costs less than the plan", () => {
    const result = calculateSavings({ contacts: 100000, teamSize: 1, toolsCount: 1 }, model);
    expect(result.monthlySaving).toBe(Math.round(299 - 499.75));
    expect(result.paysBackInFirstMonth).toBe(false);
    expect(result.roiPercent).toBeLessThan(0);
  });
});

describe("tools data helpers", () => {
  const tools = [
    { otherToolsPrice: 100, pricedByContacts: false },
    { otherToolsPrice: 199, pricedByContacts: true },
    { otherToolsPrice: 300, pricedByContacts: false },
  ];

  it("totals every tool", () => {
    expect(toolsTotal(tools)).toBe(599);
  });

  it("averages the tools other than the email tool", () => {
    expect(averageOtherToolPrice(tools)).toBe(200);
  });
});
