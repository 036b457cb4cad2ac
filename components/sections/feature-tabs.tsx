"use client";

import { clsx } from "clsx";
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { forcedColorsSelected } from "@/components/ui/forced-colors";

type FeatureTabsProps = {
  label: string;
  tabs: { id: string; label: ReactNode }[];
  /** One per tab, rendered on the server; inactive ones stay in the HTML, hidden. */
  panels: ReactNode[];
};

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move and select. */
export function FeatureTabs({ label, tabs, panels }: FeatureTabsProps) {
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = NEXT_KEYS[event.key]?.(active, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <>
      <div
        role="tablist"
        data-island="feature-tabs"
        aria-label={label}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:justify-center sm:overflow-visible sm:px-0 sm:pb-0 noscript:hidden"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`feature-tab-${tab.id}`}
            aria-selected={index === active}
            aria-controls={`feature-panel-${tab.id}`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
            className={clsx(
              "inline-flex shrink-0 items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
              index === active
                ? [
                    "border-brand-600 bg-brand-600 text-on-fill shadow-md shadow-brand-600/20",
                    forcedColorsSelected,
                  ]
                : "border-line bg-surface text-ink-muted hover:border-brand-300 hover:text-ink",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => {
        const tab = tabs[index];
        if (!tab) return null;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={`feature-panel-${tab.id}`}
            aria-labelledby={`feature-tab-${tab.id}`}
            data-state={index === active ? "active" : "inactive"}
            className={clsx("mt-8", index !== active && "hidden noscript:block")}
          >
            {panel}
          </div>
        );
      })}
    </>
  );
}
