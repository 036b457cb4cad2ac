"use client";

import { useState } from "react";
import { CalculatorSlider, type SliderConfig } from "@/components/sections/calculator-slider";
import { fillTemplate } from "@/lib/text/fill-template";
import { calculateSavings, type SavingsInput, type SavingsModel } from "@/lib/pricing/savings";
import {
  calculatorFigures,
  calculatorInputs,
  firstPosition,
  sameInput,
  type CalculatorFigures,
} from "@/lib/pricing/calculator-figures";
import { ANNOUNCE_SETTLE_MS } from "@/lib/browser/timings";
import { useSettledValue } from "@/components/hooks/use-settled-value";

type Labels = {
  inputsHeading: string;
  resultsHeading: string;
  /** Before the plan's name, punctuated: "Recommended plan: ". */
  recommendedPlan: string;
  perMonth: string;
  emailTool: string;
  currentTools: string;
  currentToolsDetail: string;
  currentToolsEmailOnly: string;
  monthlySaving: string;
  annualSaving: string;
  annualSavingDetail: string;
  roi: string;
  payback: string;
  paybackValue: string;
  noPayback: string;
  chartHeading: string;
  summary: string;
  noScript: string;
};

type SavingsCalculatorProps = {
  sliders: Record<keyof SavingsInput, SliderConfig & { defaultValue: number }>;
  model: SavingsModel;
  labels: Labels;
  /** The page's language, in which the numbers are written (Intl: no words are shipped). */
  locale: string;
  /** The figures of the sliders' first position, written by the server (calculatorFigures). */
  firstFigures: CalculatorFigures;
};

/** Wires the three sliders to calculateSavings (lib/pricing/savings.ts) and shows the result. */
export function SavingsCalculator({
  sliders,
  model,
  labels,
  locale,
  firstFigures,
}: SavingsCalculatorProps) {
  const first = firstPosition(sliders);
  const [values, setValues] = useState(first);
  const result = calculateSavings(values, model);
  // The server's figures until a slider moves: hydrating builds no number formatter.
  const figures = sameInput(values, first)
    ? firstFigures
    : calculatorFigures(values, result, sliders, locale);
  const chartMax = Math.max(result.currentToolsCost, result.plan.monthlyPrice);
  const monthly = figures.monthlySaving;
  const annual = figures.annualSaving;
  // Read once the sliders rest: an arrow key held down would otherwise queue a sentence a step.
  const announced = useSettledValue(
    fillTemplate(labels.summary, { plan: result.plan.name, monthly, annual }),
    ANNOUNCE_SETTLE_MS,
  );

  return (
    <div data-island="savings-calculator" className="grid gap-6 lg:grid-cols-[1fr_1.1fr]">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8">
        <h3 className="text-lg font-semibold text-ink">{labels.inputsHeading}</h3>
        {/* The sliders hide without JavaScript (calculator-slider.tsx): say why the numbers stay. */}
        <p className="mt-2 hidden text-sm text-ink-muted noscript:block">{labels.noScript}</p>
        <div className="mt-6 space-y-6 noscript:mt-6 noscript:space-y-4">
          {calculatorInputs.map((key) => (
            <CalculatorSlider
              key={key}
              {...sliders[key]}
              figures={figures.sliders[key]}
              value={values[key]}
              onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
            />
          ))}
        </div>
        <dl className="mt-7 divide-y divide-line rounded-xl bg-surface-muted text-sm">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-ink-muted">{labels.emailTool}</dt>
            <dd
              className="ml-auto font-semibold text-ink tabular-nums"
              data-testid="calc-email-tool-price"
            >
              {figures.emailToolPrice}
              {labels.perMonth}
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3">
            <dt className="text-ink-muted">
              {labels.currentTools}
              <span className="block text-xs">
                {/* The total is the email tool's price and the average price for each other tool. */}
                {values.toolsCount === 1
                  ? labels.currentToolsEmailOnly
                  : fillTemplate(labels.currentToolsDetail, { count: figures.otherTools })}
              </span>
            </dt>
            <dd
              className="ml-auto font-semibold text-ink tabular-nums"
              data-testid="calc-current-tools-cost"
            >
              {figures.currentToolsCost}
              {labels.perMonth}
            </dd>
          </div>
        </dl>
      </div>

      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-deep-800 via-brand-deep-900 to-surface-dark p-6 text-on-fill shadow-lift sm:p-8">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-20 size-80 rounded-full bg-spark-500/25 blur-3xl"
        />
        <div className="relative flex h-full flex-col">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold">{labels.resultsHeading}</h3>
            <p className="rounded-full bg-on-fill/10 px-3 py-1 text-sm ring-1 ring-on-fill/20">
              {labels.recommendedPlan}
              <strong data-testid="calc-recommended-plan">{result.plan.name}</strong> ·{" "}
              <span data-testid="calc-plan-price">{figures.planPrice}</span>
              {labels.perMonth}
            </p>
          </div>
          <p className="sr-only" aria-live="polite">
            {announced}
          </p>
          <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-6">
            <div className="col-span-2 flex flex-col sm:col-span-1">
              <dt className="text-sm text-brand-tint-100">{labels.monthlySaving}</dt>
              <dd
                className="order-first text-4xl font-bold tracking-tight tabular-nums sm:text-5xl"
                data-testid="calc-monthly-saving"
              >
                {monthly}
              </dd>
            </div>
            <div className="col-span-2 flex flex-col sm:col-span-1">
              <dt className="text-sm text-brand-tint-100">
                {labels.annualSaving}
                <span className="block text-xs text-brand-tint-200">
                  {fillTemplate(labels.annualSavingDetail, {
                    amount: figures.timeSavingPerYear,
                  })}
                </span>
              </dt>
              <dd
                className="order-first text-4xl font-bold tracking-tight text-success-300 tabular-nums sm:text-5xl"
                data-testid="calc-annual-saving"
              >
                {annual}
              </dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-sm text-brand-tint-100">{labels.roi}</dt>
              <dd className="order-first text-2xl font-bold tabular-nums" data-testid="calc-roi">
                {figures.roi}
              </dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-sm text-brand-tint-100">{labels.payback}</dt>
              <dd
                className="order-first text-2xl font-bold text-balance"
                data-testid="calc-payback"
              >
                {result.paysBackInFirstMonth ? labels.paybackValue : labels.noPayback}
              </dd>
            </div>
          </dl>

          <div className="flex-1" />
          <figure className="mt-6 hidden rounded-xl bg-on-fill/5 p-4 ring-1 ring-on-fill/10 sm:block">
            <figcaption className="text-sm font-medium text-brand-tint-100">
              {labels.chartHeading}
            </figcaption>
            <div className="mt-4 space-y-3 text-sm">
              {[
                {
                  label: labels.currentTools,
                  value: result.currentToolsCost,
                  written: figures.currentToolsCost,
                  bar: "bg-danger-400",
                },
                {
                  label: result.plan.name,
                  value: result.plan.monthlyPrice,
                  written: figures.planPrice,
                  bar: "bg-success-400",
                },
              ].map((row) => (
                <div key={row.label}>
                  <div className="flex justify-between gap-4">
                    <span>{row.label}</span>
                    <span className="font-semibold tabular-nums">
                      {row.written}
                      {labels.perMonth}
                    </span>
                  </div>
                  <div className="mt-1.5 h-2.5 rounded-full bg-on-fill/10">
                    <div
                      className={`h-full rounded-full transition-[width] duration-300 ${row.bar}`}
                      style={{ width: `${Math.max((row.value / chartMax) * 100, 1)}%` }}
                    />
                  </div>
                </div>
              ))}
            </div>
          </figure>
        </div>
      </div>
    </div>
  );
}
