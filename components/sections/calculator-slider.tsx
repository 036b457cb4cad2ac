"use client";

import { useEffect, useEffectEvent, useId, useRef, type CSSProperties } from "react";
import type { SliderFigures } from "@/lib/pricing/calculator-figures";
import { bigStepValue, rangePercent } from "@/lib/browser/range-keys";

export type SliderConfig = {
  label: string;
  unit: string;
  singularUnit: string;
  min: number;
  max: number;
  step: number;
};

type CalculatorSliderProps = SliderConfig & {
  /** Its value and ends as the page's language writes them (lib/pricing/calculator-figures.ts). */
  figures: SliderFigures;
  value: number;
  onChange: (value: number) => void;
};

/**
 * A labelled native range input (drawn by `.range` in app/globals.css): arrows, Home and End
 * as the browser does them, PageUp/PageDown and Shift+arrows ten steps. It can be moved before
 * the page's scripts have run; the results follow once they have. It replaced Radix Slider,
 * which did the same with more script and more blocking time on `/` (docs/performance.md).
 * Without JavaScript nothing would follow a move, so the track hides and the label and value
 * stay as plain text: no control may look usable and do nothing.
 */
export function CalculatorSlider({
  label,
  min,
  max,
  step,
  figures,
  value,
  onChange,
}: CalculatorSliderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // A visitor may move the slider before this island has hydrated: take up where it stands.
  const adoptEarlyMove = useEffectEvent(() => {
    const moved = Number(input.current?.value);
    if (Number.isFinite(moved) && moved !== value) onChange(moved);
  });
  useEffect(() => adoptEarlyMove(), []);
  const bounds = { min, max, step };
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <span className="text-lg font-bold text-brand-700 tabular-nums">{figures.value}</span>
      </div>
      <input
        ref={input}
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={figures.valueText}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        onKeyDown={(event) => {
          const next = bigStepValue(event.key, event.shiftKey, value, bounds);
          if (next === null) return;
          event.preventDefault();
          onChange(next);
        }}
        className="range mt-3 noscript:hidden"
        style={{ "--fill": `${rangePercent(value, bounds)}%` } as CSSProperties}
      />
      <div className="mt-1.5 flex justify-between text-xs text-ink-muted tabular-nums noscript:hidden">
        <span>{figures.min}</span>
        <span>{figures.max}</span>
      </div>
    </div>
  );
}
