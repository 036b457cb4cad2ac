"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "@/lib/browser/toast";

export function SonnerToaster({ labels }: { labels: { regionLabel: string; close: string } }) {
  // Child effects run first, so sonner is subscribed before queued toasts are released.
  useEffect(toasterReady, []);
  return (
    <Toaster
      theme="system"
      position="bottom-right"
      // Above the chat button (56 px at 16 / 24 px from the corner), which toasts used to cover.
      offset={{ bottom: 96, right: 24 }}
      mobileOffset={{ bottom: 84, right: 16, left: 16 }}
      containerAriaLabel={labels.regionLabel}
      hotkey={["altKey", "KeyT"]}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: labels.close }}
    />
  );
}
