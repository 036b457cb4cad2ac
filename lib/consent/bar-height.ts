/**
 * The cookie bar's height, for what must sit above it while it asks (the chat's button and
 * panel). The bar publishes it as an attribute of `<html>`; each of those elements sets it as
 * `--consent-bar-height` on itself.
 *
 * Not a custom property on `<html>`: custom properties are inherited, so each change restyled
 * every element of the page (on `/` at 4x CPU, one style recalculation of 1,414 elements, 143
 * ms, right after hydration). An attribute no selector reads restyles nothing (docs/performance.md).
 */
const CONSENT_BAR_ATTRIBUTE = "data-consent-bar-height";

/** A published height in CSS pixels; 0 for none or for anything that is not a height. */
export function parseBarHeight(value: string | null | undefined): number {
  if (!value || !/^\d+(\.\d+)?$/.test(value)) return 0;
  return Number(value);
}

/** Publishes the bar's height, or withdraws it (`null`) when the bar goes. */
export function publishConsentBarHeight(height: number | null): void {
  const root = document.documentElement;
  if (height === null) root.removeAttribute(CONSENT_BAR_ATTRIBUTE);
  else root.setAttribute(CONSENT_BAR_ATTRIBUTE, String(Math.max(0, Math.round(height))));
}

/** The bar's height now: 0 while no bar asks. */
export function consentBarHeight(): number {
  return parseBarHeight(document.documentElement.getAttribute(CONSENT_BAR_ATTRIBUTE));
}

/** Calls `onChange` whenever the published height changes; returns the unsubscribe. */
export function subscribeConsentBarHeight(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [CONSENT_BAR_ATTRIBUTE] });
  return () => observer.disconnect();
}
