"use client";

import { useSyncExternalStore } from "react";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { loadable } from "@/components/ui/loadable";
import { isToasterRequested, onToasterRequested, toasterFailed } from "@/lib/browser/toast";

const SonnerToaster = loadable(() =>
  import("@/components/ui/sonner-toaster").then((module) => module.SonnerToaster),
);

/**
 * The one toast container, mounted in the root layout; sonner loads on the first toast. If its
 * code cannot be downloaded, the toasts asked for reject (lib/browser/toast.ts), and the forms say the
 * same words inline.
 */
export function Toaster({ labels }: { labels: { regionLabel: string; close: string } }) {
  const requested = useSyncExternalStore(onToasterRequested, isToasterRequested, () => false);
  return (
    requested && (
      <IslandBoundary name="toaster" onError={toasterFailed}>
        <SonnerToaster labels={labels} />
      </IslandBoundary>
    )
  );
}
