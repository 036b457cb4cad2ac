import { z } from "zod";
import { defineLocalizedContent, deriveContent } from "@/content/define-content";
import calculatorFile from "@/content/calculator.yaml";
import { planIdsInFile, plans } from "@/content/plans";
import { tools } from "@/content/tools";
import { monthlyEquivalent } from "@/lib/pricing/pricing";
import { averageOtherToolPrice, type ContactTier, type SavingsModel } from "@/lib/pricing/savings";

const sliderSchema = z
  .object({
    label: z.string(),
    /** Unit for aria-valuetext, e.g. "contacts": "5,000 contacts". */
    unit: z.string(),
    singularUnit: z.string(),
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    step: z.number().int().positive(),
    defaultValue: z.number().int().positive(),
  })
  .refine((s) => s.min < s.max && s.defaultValue >= s.min && s.defaultValue <= s.max, {
    message: "min < max and the default lies between them",
    path: ["defaultValue"],
  })
  .refine((s) => (s.max - s.min) % s.step === 0 && (s.defaultValue - s.min) % s.step === 0, {
    message: "max and default lie on a step",
    path: ["step"],
  });

const tier = <T extends z.ZodType>(value: T) =>
  // No `upTo` (or null): the last tier, open-ended; the editor leaves an empty number out.
  z.object({ upTo: z.number().int().positive().nullable().default(null), value });

const tiersSchema = <T extends z.ZodType>(value: T) =>
  z
    .array(tier(value))
    .min(1)
    .refine((tiers) => tiers.at(-1)?.upTo === null, { message: "the last tier is open-ended" })
    .refine(
      (tiers) =>
        tiers.every((entry, index) => {
          const next = tiers[index + 1];
          return !next || (entry.upTo !== null && (next.upTo === null || next.upTo > entry.upTo));
        }),
      { message: "tiers ascend, and only the last one is open-ended" },
    );

export const calculatorSchema = z.object({
  eyebrow: z.string(),
  heading: z.string(),
  intro: z.string(),
  sliders: z.object({ contacts: sliderSchema, teamSize: sliderSchema, toolsCount: sliderSchema }),
  emailToolPrices: tiersSchema(z.number().int().positive()),
  /** Which plan fits a contact count, by plan id (content/plans.yaml). */
  planTiers: tiersSchema(z.enum(planIdsInFile())),
  timeValuePerMember: z.number().positive(),
  timeRecoveredShare: z.number().gt(0).lte(1),
  footnote: z.string(),
  labels: z.object({
    inputsHeading: z.string(),
    resultsHeading: z.string(),
    recommendedPlan: z.string(),
    perMonth: z.string(),
    emailTool: z.string(),
    currentTools: z.string(),
    currentToolsDetail: z
      .string()
      .includes("{count}")
      .describe("Under 'Your current tools'; {count} is the tools besides the email tool."),
    currentToolsEmailOnly: z
      .string()
      .describe("The same line when the email tool is the only one."),
    monthlySaving: z.string(),
    annualSaving: z.string(),
    annualSavingDetail: z.string().includes("{amount}"),
    roi: z.string(),
    payback: z.string(),
    paybackValue: z.string(),
    noPayback: z.string(),
    chartHeading: z.string(),
    /** Read to screen readers after each change. */
    summary: z.string().includes("{monthly}").includes("{annual}").includes("{plan}"),
    cta: z.string(),
    loadFailed: z
      .string()
      .min(1)
      .describe("Shown in the calculator's place when its code could not download (offline)."),
    reload: z.string().min(1).describe("The button under that message; it reloads the page."),
    noScript: z
      .string()
      .min(1)
      .describe(
        "Shown over the calculator's inputs when the browser runs no JavaScript: the sliders are hidden and the results stay at the default values.",
      ),
  }),
});

export type CalculatorContent = z.output<typeof calculatorSchema>;

/**
 * In each language: its translation at content/<locale>/ over the English (content/define-content.ts).
 * @public for the components that read content in the page's language
 */
export const calculatorContentIn = defineLocalizedContent(
  "content/calculator.yaml",
  calculatorSchema,
  calculatorFile,
);

export const calculatorContent = calculatorContentIn("en");

function planById(id: string) {
  const plan = plans.find((entry) => entry.id === id);
  if (!plan) throw new Error(`content/calculator.ts: unknown plan "${id}"`);
  return plan;
}

/** Plain data for the calculator island: every price read from the plan and tools data. */
export const savingsModel: SavingsModel = deriveContent(() => ({
  emailToolPrices: calculatorContent.emailToolPrices,
  plans: calculatorContent.planTiers.map(
    ({ upTo, value }): ContactTier<{ name: string; monthlyPrice: number }> => {
      const plan = planById(value);
      return { upTo, value: { name: plan.name, monthlyPrice: monthlyEquivalent(plan) } };
    },
  ),
  averageToolPrice: averageOtherToolPrice(tools),
  timeValuePerMember: calculatorContent.timeValuePerMember,
  timeRecoveredShare: calculatorContent.timeRecoveredShare,
}));
