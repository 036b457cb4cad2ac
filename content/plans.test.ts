import { describe, expect, it } from "vitest";
import { plansFileSchema } from "@/content/plans";
import { BILLED_MONTHS_PER_YEAR } from "@/lib/pricing/pricing";

// A plan's annual price is typed only where it cannot be worked out: a plan sold by the month
// gets it from its monthly price, and a plan with no monthly price is the one sold by the year.

const plan = (prices: { monthlyPrice?: number | null; annualPrice?: number | null }) => ({
  id: "growth",
  name: "Growth",
  description: "For a team that grows.",
  ...prices,
  features: ["Everything"],
  popular: false,
  cta: "Start",
});
const parse = (prices: Parameters<typeof plan>[0]) =>
  plansFileSchema.safeParse({ plans: [plan(prices)] });

describe("a plan's prices", () => {
  it("work out a monthly plan's annual price, with nothing to tick", () => {
    const result = parse({ monthlyPrice: 97 });
    expect(result.data?.plans[0]).toMatchObject({
      monthlyPrice: 97,
      annualPrice: 97 * BILLED_MONTHS_PER_YEAR,
      annualOnly: false,
    });
  });

  it("take an empty monthly price as a plan sold by the year, with its annual price", () => {
    for (const monthlyPrice of [undefined, null]) {
      expect(parse({ monthlyPrice, annualPrice: 5997 }).data?.plans[0]).toMatchObject({
        monthlyPrice: null,
        annualPrice: 5997,
        annualOnly: true,
      });
    }
  });

  it("say what is missing or wrong, at the annual price", () => {
    const missing = parse({ annualPrice: null });
    expect(missing.error?.issues[0]).toMatchObject({
      path: ["plans", 0, "annualPrice"],
      message: expect.stringMatching(/sold by the year: type its annual price/),
    });
    const wrong = parse({ monthlyPrice: 97, annualPrice: 1000 });
    expect(wrong.error?.issues[0]?.message).toMatch(/leave it empty and the site works it out/);
    expect(parse({ monthlyPrice: 97, annualPrice: 970 }).success).toBe(true);
  });
});
