import { describe, expect, it } from "vitest";
import { savingsModel } from "@/content/calculator";
import { plans } from "@/content/plans";
import { tools } from "@/content/tools";
import { calculateSavings, toolsTotal } from "@/lib/savings";

describe("tools and calculator content", () => {
  it("adds up to the $7,111 headline", () => {
    expect(toolsTotal(tools)).toBe(7111);
  });

  it("prices every recommended plan from the plan data", () => {
    expect(savingsModel.plans.map((tier) => tier.value)).toEqual([
      { name: "Activate", monthlyPrice: 97 },
      { name: "Amplify", monthlyPrice: 197 },
      { name: "Automate", monthlyPrice: 297 },
      { name: "Conquer", monthlyPrice: 499.75 },
    ]);
    expect(plans.find((plan) => plan.name === "Conquer")?.annualPrice).toBe(5997);
  });

  it("equals the headline when every listed tool is counted at the default email price", () => {
    const result = calculateSavings(
      { contacts: 5000, teamSize: 10, toolsCount: tools.length },
      savingsModel,
    );
    expect(result.currentToolsCost).toBeCloseTo(7111);
  });
});
