"use client";

import { clsx } from "clsx";
import { Icon } from "@/components/ui/icon";
import { Cookie } from "@/lib/brand/icons";
import Link from "next/link";
import { useEffect, useId, useRef, type Ref } from "react";
import type { ConsentContent } from "@/content/consent";
import { buttonVariants } from "@/components/ui/island-button-variants";
import { publishConsentBarHeight } from "@/lib/consent/bar-height";

type ConsentSummaryProps = {
  content: ConsentContent["summary"];
  settingsButtonRef: Ref<HTMLButtonElement>;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onOpenSettings: () => void;
  /** The pointer or focus is on 'Cookie Settings': a good moment to fetch the settings view. */
  onSettingsIntent: () => void;
};

const linkClass =
  "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 rounded-sm";

/**
 * The summary bar: a labelled region at the bottom over a dimmed page. It does not trap focus
 * and the page stays usable behind it (no cookie wall).
 */
export function ConsentSummary({
  content,
  settingsButtonRef,
  onAcceptAll,
  onRejectAll,
  onOpenSettings,
  onSettingsIntent,
}: ConsentSummaryProps) {
  const headingId = useId();
  const barRef = useRef<HTMLElement>(null);

  // Keep the bar from covering what it sits on: the page can scroll past it, focused elements
  // scroll into view above it, and fixed ones (the chat button) sit above it (WCAG 2.4.11).
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${bar.offsetHeight}px`;
      root.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
      publishConsentBarHeight(bar.offsetHeight);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
      document.body.style.paddingBottom = "";
      publishConsentBarHeight(null);
    };
  }, []);

  const equalButton = clsx(buttonVariants({ size: "lg" }), "w-full sm:w-auto");

  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-0 z-[60] bg-surface-dark/50 print:hidden"
      />
      <section
        ref={barRef}
        aria-labelledby={headingId}
        className="fixed inset-x-0 bottom-0 z-[61] max-h-[85dvh] overflow-y-auto border-t border-line bg-surface shadow-[0_-12px_40px_-12px_color-mix(in_oklab,var(--color-ink)_35%,transparent)] print:hidden"
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6 lg:flex-row lg:items-center lg:gap-10 lg:px-8">
          <div className="flex gap-4 lg:flex-1">
            <span
              aria-hidden="true"
              className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid"
            >
              <Icon icon={Cookie} className="size-6" />
            </span>
            <div>
              <h2 id={headingId} className="text-lg font-semibold text-ink">
                {content.heading}
              </h2>
              <p className="mt-1.5 text-sm leading-6 text-ink-muted">{content.text}</p>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Link href={content.privacyLink.href} className={linkClass}>
                  {content.privacyLink.label}
                </Link>
                {/* A full page load, so the redirect page's meta refresh and script run. */}
                <a href={content.gdprLink.href} className={linkClass}>
                  {content.gdprLink.label}
                </a>
              </p>
            </div>
          </div>
          <div className="grid gap-3 sm:flex sm:shrink-0 sm:flex-row sm:flex-wrap sm:items-center">
            <button type="button" onClick={onRejectAll} className={equalButton}>
              {content.rejectAll}
            </button>
            <button
              ref={settingsButtonRef}
              type="button"
              aria-haspopup="dialog"
              onClick={onOpenSettings}
              onPointerEnter={onSettingsIntent}
              onFocus={onSettingsIntent}
              className={clsx(
                buttonVariants({ variant: "outline", size: "lg" }),
                "w-full sm:w-auto",
              )}
            >
              {content.openSettings}
            </button>
            <button type="button" onClick={onAcceptAll} className={equalButton}>
              {content.acceptAll}
            </button>
          </div>
        </div>
      </section>
    </>
  );
}
