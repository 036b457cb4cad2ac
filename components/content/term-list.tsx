import type { ReactNode } from "react";

/** Term and explanation pairs (`{% terms %}`): each row a `<div>` holding a `<dt>` and a `<dd>`. */
export function TermList({ children }: { children: ReactNode }) {
  return (
    <dl className="not-prose divide-y divide-line overflow-hidden rounded-xl border border-line *:grid *:gap-1 *:px-4 *:py-3 sm:*:grid-cols-[12rem_1fr] sm:*:gap-4 [&_dt]:font-semibold [&_dt]:text-ink">
      {children}
    </dl>
  );
}
