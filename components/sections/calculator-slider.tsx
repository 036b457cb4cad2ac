"use client";

import { Range, Root, Thumb, Track } from "@radix-ui/react-slider";
import { useId } from "react";
import { formatInteger } from "@/lib/format";

export type SliderConfig = {
  label: string;
  unit: string;
  singularUnit: string;
  min: number;
  max: number;
  step: number;
};

type CalculatorSliderProps = SliderConfig & {
  value: number;
  onChange: (value: number) => void;
};

/** A labelled Radix slider: arrows move one step, PageUp/PageDown and Shift+arrows ten. */
export function CalculatorSlider({
  label,
  unit,
  singularUnit,
  min,
  max,
  step,
  value,
  onChange,
}: CalculatorSliderProps) {
  const labelId = useId();
  const valueText = `${formatInteger(value)} ${value === 1 ? singularUnit : unit}`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-medium text-ink">
          {label}
        </span>
        <span className="text-lg font-bold text-brand-700 tabular-nums">
          {formatInteger(value)}
        </span>
      </div>
      <Root
        value={[value]}
        min={min}
        max={max}
        step={step}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        className="relative mt-3 flex h-6 w-full touch-none items-center select-none"
      >
        <Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200 forced-colors:border forced-colors:border-[CanvasText]">
          <Range className="absolute h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 forced-colors:bg-[Highlight] forced-colors:bg-none forced-colors:forced-color-adjust-none" />
        </Track>
        <Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          className="block size-6 rounded-full border-2 border-brand-600 bg-white shadow-md transition-shadow hover:shadow-lg focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
        />
      </Root>
      <div className="mt-1.5 flex justify-between text-xs text-ink-muted tabular-nums">
        <span>{formatInteger(min)}</span>
        <span>{formatInteger(max)}</span>
      </div>
    </div>
  );
}
