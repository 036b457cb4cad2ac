"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ConsentManagerProps } from "@/components/consent/consent-manager";
import type { AnalyticsConfig } from "@/lib/consent/analytics-config";

// The banner's code (record parsing, lookup, views) and the analytics tags stay out of every
// page's first load; they load once the page has hydrated.
const ConsentManager = lazy(() =>
  import("@/components/consent/consent-manager").then((module) => ({
    default: module.ConsentManager,
  })),
);
const ConsentAnalytics = lazy(() =>
  import("@/components/consent/consent-analytics").then((module) => ({
    default: module.ConsentAnalytics,
  })),
);

const subscribe = () => () => {};

type ConsentIslandProps = ConsentManagerProps & {
  /** Set only when the site config names an analytics tag. */
  analytics?: AnalyticsConfig;
};

/** Mounts the consent manager, and the configured analytics behind their gate, after hydration. */
export function ConsentIsland({ analytics, ...managerProps }: ConsentIslandProps) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <>
      {analytics && (
        <Suspense fallback={null}>
          <ConsentAnalytics config={analytics} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <ConsentManager {...managerProps} />
      </Suspense>
    </>
  );
}
