"use client";

import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { billingPeriods, isBilling, type Billing } from "@/lib/pricing/pricing";
import { sessionStore } from "@/lib/browser/safe-storage";

type BillingToggleProps = {
  legend: string;
  labels: Record<Billing, string>;
  badge: string;
  /** What screen readers hear after a change. */
  announcements: Record<Billing, string>;
};

/** The period chosen in this tab, so Back to the pricing shows it again. */
const STORAGE_KEY = "pricing-billing";

/**
 * Two native radios. The cards switch prices and sign-up links with CSS
 * (`:has(#billing-annual:checked)` on the pricing section), so this island only remembers the
 * choice for the tab and announces a change.
 */
export function BillingToggle({ legend, labels, badge, announcements }: BillingToggleProps) {
  const [announcement, setAnnouncement] = useState("");
  const fieldset = useRef<HTMLFieldSetElement>(null);

  // The radios start on Monthly in the HTML; a period chosen earlier in the tab is restored
  // quietly (no announcement: nothing changed for the visitor).
  useEffect(() => {
    const stored = sessionStore.get(STORAGE_KEY);
    if (!isBilling(stored)) return;
    const radio = fieldset.current?.querySelector<HTMLInputElement>(`#billing-${stored}`);
    if (radio) radio.checked = true;
  }, []);

  function choose(option: Billing) {
    sessionStore.set(STORAGE_KEY, option);
    setAnnouncement(announcements[option]);
  }

  return (
    <fieldset
      ref={fieldset}
      data-island="billing-toggle"
      className="relative flex flex-col items-center gap-3"
    >
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-full bg-line/70 p-1 ring-1 ring-line">
        {billingPeriods.map((option) => (
          <label
            key={option}
            className={clsx(
              "relative cursor-pointer rounded-full px-6 py-2 text-sm font-semibold text-ink-muted transition-colors select-none",
              // The chosen period in the brand colour, as the feature tabs show theirs: a white
              // pill on the grey track stood out at 1.2:1 (WCAG 1.4.11 asks 3:1).
              "hover:text-ink has-checked:bg-brand-600 has-checked:text-on-fill has-checked:shadow-sm has-checked:shadow-brand-600/20",
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
              onChange={() => choose(option)}
              className="sr-only"
            />
            {labels[option]}
          </label>
        ))}
      </div>
      {/* Its place is kept (below on phones, beside from sm) so the toggle never moves under the
          pointer when the period changes. */}
      <p
        className="invisible rounded-full bg-success-100 px-3 py-1 text-sm font-semibold whitespace-nowrap text-success-800 group-has-[#billing-annual:checked]/pricing:visible sm:absolute sm:top-1/2 sm:left-full sm:ml-3 sm:-translate-y-1/2"
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
