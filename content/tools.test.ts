import { describe, expect, it } from "vitest";
import { savingsModel } from "@/content/calculator";
import { plans } from "@/content/plans";
import { tools } from "@/content/tools";
import { calculateSavings, toolsTotal } from "@/lib/pricing/savings";

describe("tools and calculator content", () => {
  it("adds up to $7,111 a month", () => {
    expect(toolsTotal(tools)).toBe(7111);
  });

  it("prices every recommended plan from the plan data, annual-only plans by the month", () => {
    for (const { value } of savingsModel.plans) {
      const plan = plans.find((entry) => entry.name === value.name);
      if (!plan) throw new Error(`the calculator recommends "${value.name}", which is no plan`);
      expect(value.monthlyPrice).toBe(plan.monthlyPrice ?? plan.annualPrice / 12);
    }
  });

  it("equals the headline when every listed tool is counted at the default email price", () => {
    const result = calculateSavings(
      { contacts: 5000, teamSize: 10, toolsCount: tools.length },
      savingsModel,
    );
    expect(result.currentToolsCost).toBeCloseTo(7111);
  });
});
