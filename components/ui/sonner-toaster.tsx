"use client";

import { useEffect } from "react";
import { Toaster } from "sonner";
import { toasterReady } from "@/lib/toast";

export function SonnerToaster() {
  // Child effects run first, so sonner is subscribed before queued toasts are released.
  useEffect(toasterReady, []);
  return (
    <Toaster
      theme="system"
      position="bottom-right"
      containerAriaLabel="Notifications"
      hotkey={["altKey", "KeyT"]}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: "Close toast" }}
    />
  );
}
