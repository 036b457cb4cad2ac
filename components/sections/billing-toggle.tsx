"use client";

import { clsx } from "clsx";
import { useState } from "react";
import type { Billing } from "@/lib/pricing";

type BillingToggleProps = {
  legend: string;
  labels: Record<Billing, string>;
  badge: string;
  /** What screen readers hear after a change. */
  announcements: Record<Billing, string>;
};

const options: Billing[] = ["monthly", "annual"];

/**
 * Two native radios. The cards switch prices with CSS (`:has(#billing-annual:checked)` on the
 * pricing section), so this island only announces the change.
 */
export function BillingToggle({ legend, labels, badge, announcements }: BillingToggleProps) {
  const [announcement, setAnnouncement] = useState("");
  return (
    <fieldset className="flex flex-col items-center gap-3 sm:flex-row">
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full bg-slate-200/70 p-1 ring-1 ring-line">
        {options.map((option) => (
          <label
            key={option}
            className={clsx(
              "relative cursor-pointer rounded-full px-6 py-2 text-sm font-semibold text-ink-muted transition-colors select-none",
              "has-checked:bg-white has-checked:text-ink has-checked:shadow-sm",
              // Forced colours drop the white fill; the chosen period takes the highlight colours.
              "forced-colors:has-checked:bg-[Highlight] forced-colors:has-checked:text-[HighlightText] forced-colors:has-checked:forced-color-adjust-none",
              "has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600",
            )}
          >
            <input
              type="radio"
              name="billing"
              id={`billing-${option}`}
              value={option}
              defaultChecked={option === "monthly"}
              onChange={() => setAnnouncement(announcements[option])}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
      <p
        className="hidden rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 group-has-[#billing-annual:checked]/pricing:block"
        data-testid="annual-badge"
      >
        {badge}
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
