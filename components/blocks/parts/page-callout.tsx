import type { ReactNode } from "react";

/**
 * A closing panel that sends the visitor on: a heading, a sentence and one or two actions.
 * After a plain section it drops its top padding, so that the gap above the card is one
 * section's spacing, not two stacked.
 */
export function PageCallout({
  id,
  title,
  text,
  children,
  anchor,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
  /** An id links can jump to (a page block's anchor). */
  anchor?: string;
}) {
  return (
    <section
      id={anchor}
      aria-labelledby={`${id}-heading`}
      className="px-4 py-20 sm:px-6 sm:py-24 lg:px-8 [[data-tone=plain]+&]:pt-0 sm:[[data-tone=plain]+&]:pt-0"
    >
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 via-surface to-accent-50 px-6 py-14 text-center shadow-card sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(36rem_16rem_at_50%_0%,color-mix(in_oklab,var(--color-brand-400)_18%,transparent),transparent_70%)]"
        />
        <h2
          id={`${id}-heading`}
          className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-pretty text-ink-muted">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{children}</div>
      </div>
    </section>
  );
}
