import { Activity, type ReactNode } from "react";

/**
 * Hydrates its part of the page in a pass of its own after the rest, in slices that leave the
 * main thread free between them (React's `<Activity>`, which the server marks in the HTML); a
 * click that arrives first hydrates that part at once. It changes nothing the browser paints or
 * reports: the HTML, its layout and its text are the same. Kept on the landing page because it
 * measured shorter long tasks there (docs/performance.md); the inner pages did not gain.
 */
export function SeparateHydration({ children }: { children: ReactNode }) {
  return <Activity>{children}</Activity>;
}
