import type { SavingsInput, SavingsResult } from "@/lib/pricing/savings";
import { countLabel } from "@/lib/text/count-label";
import { formatIntegerIn, formatPercentIn, formatPriceIn } from "@/lib/text/format-in-locale";

/** A slider's numbers and nouns: what it is set to, its two ends, and its words. */
export type SliderFigureConfig = {
  unit: string;
  singularUnit: string;
  min: number;
  max: number;
};

/** One slider's figures as the page's language writes them. */
export type SliderFigures = {
  /** Beside the slider: "5,000". */
  value: string;
  /** What a screen reader says it is set to: "5,000 contacts". */
  valueText: string;
  min: string;
  max: string;
};

/** Every figure the savings calculator writes for one position of its sliders. */
export type CalculatorFigures = {
  sliders: Record<keyof SavingsInput, SliderFigures>;
  emailToolPrice: string;
  currentToolsCost: string;
  /**
   * "4 other tools": the tools besides the email tool. "0 tools" when it is the only one, which
   * the calculator never shows (it says so in words).
   */
  otherTools: string;
  planPrice: string;
  monthlySaving: string;
  annualSaving: string;
  timeSavingPerYear: string;
  roi: string;
};

/** The calculator's sliders, in the order it shows them. */
export const calculatorInputs = ["contacts", "teamSize", "toolsCount"] as const;

function sliderFigures(value: number, slider: SliderFigureConfig, locale: string): SliderFigures {
  const written = formatIntegerIn(value, locale);
  return {
    value: written,
    valueText: countLabel(value, { one: slider.singularUnit, other: slider.unit }, locale, written),
    min: formatIntegerIn(slider.min, locale),
    max: formatIntegerIn(slider.max, locale),
  };
}

/**
 * The calculator's figures for `input` and its `result`, in `locale`. The server writes them for
 * the sliders' first position and hands them to the island, which writes its own only once a
 * slider moves: the first `Intl.NumberFormat` a page builds costs 51-200 ms at 4x CPU (ICU's
 * start), and built while the calculator hydrated, it was in one of `/`'s long tasks
 * (docs/performance.md, "The first number formatter").
 */
export function calculatorFigures(
  input: SavingsInput,
  result: SavingsResult,
  sliders: Record<keyof SavingsInput, SliderFigureConfig>,
  locale: string,
): CalculatorFigures {
  const price = (amount: number) => formatPriceIn(amount, locale);
  const others = input.toolsCount - 1;
  const tools = sliders.toolsCount;
  return {
    sliders: Object.fromEntries(
      calculatorInputs.map((key) => [key, sliderFigures(input[key], sliders[key], locale)]),
    ) as Record<keyof SavingsInput, SliderFigures>,
    emailToolPrice: price(result.emailToolPrice),
    currentToolsCost: price(result.currentToolsCost),
    otherTools: countLabel(
      others,
      { one: tools.singularUnit, other: tools.unit },
      locale,
      formatIntegerIn(others, locale),
    ),
    planPrice: price(result.plan.monthlyPrice),
    monthlySaving: price(result.monthlySaving),
    annualSaving: price(result.annualSaving),
    timeSavingPerYear: price(result.timeSavingPerYear),
    roi: formatPercentIn(result.roiPercent, locale),
  };
}

/** Where the sliders start: each at its default value. */
export function firstPosition(
  sliders: Record<keyof SavingsInput, { defaultValue: number }>,
): SavingsInput {
  return {
    contacts: sliders.contacts.defaultValue,
    teamSize: sliders.teamSize.defaultValue,
    toolsCount: sliders.toolsCount.defaultValue,
  };
}

/** Whether two positions of the sliders are the same. */
export function sameInput(a: SavingsInput, b: SavingsInput): boolean {
  return calculatorInputs.every((key) => a[key] === b[key]);
}
