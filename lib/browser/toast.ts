import type { ExternalToast } from "sonner";
import { createEmitter } from "@/lib/browser/events";

/**
 * Toasts without paying for sonner on first load: the root layout mounts a tiny <Toaster />
 * that loads the real one the first time anything asks for a toast.
 */
export type ToastKind = "success" | "error" | "info" | "warning" | "message";

const toasterRequests = createEmitter();
let requested = false;
let markReady: () => void = () => {};
let markFailed: (error: unknown) => void = () => {};
const ready = new Promise<void>((resolve, reject) => {
  markReady = resolve;
  markFailed = reject;
});
// Nobody may be waiting when the toaster fails; showToast's callers hear of it.
ready.catch(() => {});

export function isToasterRequested() {
  return requested;
}

export const onToasterRequested = toasterRequests.subscribe;

/** Called by the loaded toaster once it listens for toasts. */
export function toasterReady() {
  markReady();
}

/**
 * Called when the toaster's code could not be downloaded: every toast asked for, before or
 * after, rejects, so its caller can say the same thing another way.
 */
export function toasterFailed(error: unknown) {
  markFailed(error);
}

/** Shows a toast; rejects when the toaster or sonner could not be downloaded. */
export async function showToast(kind: ToastKind, message: string, options?: ExternalToast) {
  if (!requested) {
    requested = true;
    toasterRequests.emit();
  }
  const [{ toast }] = await Promise.all([import("sonner"), ready]);
  return kind === "message" ? toast(message, options) : toast[kind](message, options);
}
