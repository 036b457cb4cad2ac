import { useSyncExternalStore } from "react";
import type { ConsentCategory } from "@/lib/consent/categories";
import { hasConsent, subscribeConsent } from "@/lib/consent/store";

/** Whether `category` may run now; re-renders on every change. False on the server. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasConsent(category),
    () => category === "necessary",
  );
}
