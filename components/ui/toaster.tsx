"use client";

import { useSyncExternalStore } from "react";
import { loadable } from "@/lib/loadable";
import { isToasterRequested, onToasterRequested } from "@/lib/toast";

const SonnerToaster = loadable(() =>
  import("@/components/ui/sonner-toaster").then((module) => module.SonnerToaster),
);

/** The one toast container, mounted in the root layout; sonner loads on the first toast. */
export function Toaster() {
  const requested = useSyncExternalStore(onToasterRequested, isToasterRequested, () => false);
  return requested && <SonnerToaster />;
}
