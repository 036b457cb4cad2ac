"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import { buttonVariants } from "@/components/ui/island-button-variants";
import { Icon } from "@/components/ui/icon";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { CircleAlert, RotateCcw } from "@/lib/brand/icons";

/**
 * The savings calculator in a chunk of its own (its sliders and the savings model): the page's
 * first scripts no longer carry it, and it is evaluated in a task of its own. Its HTML is still
 * prerendered, so the calculator reads the same before its code arrives.
 */
const SavingsCalculator = dynamic(() =>
  import("@/components/sections/savings-calculator").then((module) => module.SavingsCalculator),
);

type LazySavingsCalculatorProps = ComponentProps<typeof SavingsCalculator> & {
  /** The calculator's labels, with the two its notice uses. */
  labels: { loadFailed: string; reload: string };
};

/**
 * The calculator's chunk loads while the page hydrates. If that download fails (a dropped
 * connection), the calculator gives way to a notice with a reload button; the rest of the page
 * stays as it is, instead of the page's error screen replacing it.
 */
export function LazySavingsCalculator(props: LazySavingsCalculatorProps) {
  const { loadFailed, reload } = props.labels;
  return (
    <IslandBoundary
      name="savings calculator"
      fallback={
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-8 text-center shadow-card">
          <Icon icon={CircleAlert} aria-hidden="true" className="size-6 text-ink-muted" />
          <p role="status" className="max-w-md text-ink">
            {loadFailed}
          </p>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={buttonVariants({ variant: "outline" })}
          >
            <Icon icon={RotateCcw} aria-hidden="true" />
            {reload}
          </button>
        </div>
      }
    >
      <SavingsCalculator {...props} />
    </IslandBoundary>
  );
}
