import { useEffect, useState } from "react";

/**
 * `value` once it has stopped changing for `delay` ms: what a live region should say while a
 * slider moves, so a screen reader hears the result where the visitor stops, not every step.
 */
export function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
