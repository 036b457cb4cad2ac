import { describe, expect, it } from "vitest";
import { planComparisonSchema } from "@/content/landing/plan-comparison";
import { planIdsInFile } from "@/content/plans";

const ids = planIdsInFile();
const file = (values: Record<string, string>) => ({
  eyebrow: "Compare",
  heading: "Every plan",
  intro: "Side by side.",
  caption: "Plan limits",
  scrollHint: "Swipe",
  featureColumn: "Feature",
  included: "Included",
  notIncluded: "Not included",
  groups: [{ category: "Developers", rows: [{ feature: "Webhooks", values }] }],
});
const valuesOf = (result: ReturnType<typeof planComparisonSchema.safeParse>) =>
  result.success ? result.data.groups[0]?.rows[0]?.values : undefined;

describe("plan table cells", () => {
  it("read yes and no, in any case, as a tick and a dash, and anything else as typed", () => {
    const typed = ["yes", "No", "10K", "Unlimited"];
    const values = Object.fromEntries(ids.map((id, index) => [id, typed[index % typed.length]!]));
    const expected = [true, false, "10K", "Unlimited"];
    expect(valuesOf(planComparisonSchema.safeParse(file(values)))).toEqual(
      Object.fromEntries(ids.map((id, index) => [id, expected[index % expected.length]])),
    );
  });

  it("need a value for every plan, and name the plan whose value is missing", () => {
    const [missing, ...rest] = ids;
    const result = planComparisonSchema.safeParse(
      file(Object.fromEntries(rest.map((id) => [id, "yes"]))),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(
      `groups.0.rows.0.values.${missing}`,
    );
  });
});
