"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterRequested, onToasterRequested } from "@/lib/toast";

const SonnerToaster = lazy(() =>
  import("@/components/ui/sonner-toaster").then((module) => ({ default: module.SonnerToaster })),
);

/** The one toast container, mounted in the root layout; sonner loads on the first toast. */
export function Toaster() {
  const requested = useSyncExternalStore(onToasterRequested, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
