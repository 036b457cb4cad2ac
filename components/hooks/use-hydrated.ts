import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true after: lets a form keep the
 * browser's own validation until its island is ready to validate instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
