"use client";

import dynamic from "next/dynamic";

/**
 * The savings calculator in a chunk of its own (its sliders and the savings model): the page's
 * first scripts no longer carry it, and it is evaluated in a task of its own. Its HTML is still
 * prerendered, so the calculator reads the same before its code arrives.
 */
export const LazySavingsCalculator = dynamic(() =>
  import("@/components/sections/savings-calculator").then((module) => module.SavingsCalculator),
);
