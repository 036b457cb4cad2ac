"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "@/lib/toast";

export function SonnerToaster({ labels }: { labels: { regionLabel: string; close: string } }) {
  // Child effects run first, so sonner is subscribed before queued toasts are released.
  useEffect(toasterReady, []);
  return (
    <Toaster
      theme="system"
      position="bottom-right"
      containerAriaLabel={labels.regionLabel}
      hotkey={["altKey", "KeyT"]}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  );
}
