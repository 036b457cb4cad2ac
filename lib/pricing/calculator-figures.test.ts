import { describe, expect, it } from "vitest";
import { calculatorFigures, firstPosition, sameInput } from "@/lib/pricing/calculator-figures";
import { calculateSavings, type SavingsModel } from "@/lib/pricing/savings";

const model: SavingsModel = {
  emailToolPrices: [
    { upTo: 2500, value: 149 },
    { upTo: null, value: 299 },
  ],
  plans: [
    { upTo: 2500, value: { name: "Activate", monthlyPrice: 97 } },
    { upTo: null, value: { name: "Conquer", monthlyPrice: 5997 / 12 } },
  ],
  averageToolPrice: 300,
  timeValuePerMember: 5000,
  timeRecoveredShare: 0.3,
};

const slider = (defaultValue: number, unit: string, singularUnit: string, max: number) => ({
  defaultValue,
  unit,
  singularUnit,
  min: 1,
  max,
});

const sliders = {
  contacts: slider(5000, "contacts", "contact", 100000),
  teamSize: slider(1, "team members", "team member", 50),
  toolsCount: slider(2, "tools", "tool", 12),
};

describe("calculatorFigures", () => {
  const input = firstPosition(sliders);
  const result = calculateSavings(input, model);

  it("writes the prices, the percentage and the sliders in English as the site does", () => {
    const figures = calculatorFigures(input, result, sliders, "en");
    expect(figures.emailToolPrice).toBe("$299");
    expect(figures.currentToolsCost).toBe("$599");
    expect(figures.planPrice).toBe("$500");
    expect(figures.monthlySaving).toBe(`$${result.monthlySaving}`);
    expect(figures.timeSavingPerYear).toBe("$1,500");
    expect(figures.annualSaving).toBe(
      `$${(12 * result.monthlySaving + 1500).toLocaleString("en-US")}`,
    );
    expect(figures.roi).toBe(`${result.roiPercent}%`);
    expect(figures.otherTools).toBe("1 tool");
    expect(figures.sliders.contacts).toEqual({
      value: "5,000",
      valueText: "5,000 contacts",
      min: "1",
      max: "100,000",
    });
    expect(figures.sliders.teamSize.valueText).toBe("1 team member");
  });

  it("writes them as each language does, with its plural rules", () => {
    const german = calculatorFigures(input, result, sliders, "de");
    expect(german.sliders.contacts.value).toBe("5.000");
    expect(german.timeSavingPerYear).toBe("1.500\u00a0$");
    const french = calculatorFigures({ ...input, toolsCount: 1 }, result, sliders, "fr");
    // French says "0 outil": zero takes the singular.
    expect(french.otherTools).toBe("0 tool");
    expect(french.sliders.contacts.max).toBe("100\u202f000");
  });

  it("writes a loss with its sign", () => {
    const small = { contacts: 100000, teamSize: 1, toolsCount: 1 };
    const loss = calculateSavings(small, model);
    expect(loss.monthlySaving).toBeLessThan(0);
    expect(calculatorFigures(small, loss, sliders, "en").monthlySaving).toBe(
      `-$${-loss.monthlySaving}`,
    );
  });
});

describe("sameInput", () => {
  it("compares the three sliders by value", () => {
    const first = firstPosition(sliders);
    expect(sameInput(first, { ...first })).toBe(true);
    expect(sameInput(first, { ...first, teamSize: 2 })).toBe(false);
  });
});
