import type { ExternalToast } from "sonner";
import { createEmitter } from "@/lib/events";

/**
 * Toasts without paying for sonner on first load: the root layout mounts a tiny <Toaster />
 * that loads the real one the first time anything asks for a toast.
 */
export type ToastKind = "success" | "error" | "info" | "warning" | "message";

const toasterRequests = createEmitter();
let requested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function isToasterRequested() {
  return requested;
}

export const onToasterRequested = toasterRequests.subscribe;

/** Called by the loaded toaster once it listens for toasts. */
export function toasterReady() {
  markReady();
}

export async function showToast(kind: ToastKind, message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    toasterRequests.emit();
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  return kind === "message" ? toast(message, options) : toast[kind](message, options);
}
