"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ConsentManagerProps } from "@/components/consent/consent-manager";

// The banner's code (record parsing, lookup, views, the configured analytics tags) stays out
// of every page's first load; it loads once the page has hydrated.
const ConsentManager = lazy(() =>
  import("@/components/consent/consent-manager").then((module) => ({
    default: module.ConsentManager,
  })),
);

const subscribe = () => () => {};

/** Mounts the consent manager after hydration. */
export function ConsentIsland(props: ConsentManagerProps) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ConsentManager {...props} />
    </Suspense>
  );
}
