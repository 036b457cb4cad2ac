import type { ReactNode } from "react";

/**
 * What a utility page ends with: its own next step (apply, get help, search, the way back). The
 * footer's sales band gives way on a page that has one (the rule is `[data-page-ending]` in
 * app/globals.css), so a role ends with Apply, not with a trial, and marketing pages keep the band.
 */
export function PageEnding({ children }: { children: ReactNode }) {
  return <div data-page-ending="">{children}</div>;
}
