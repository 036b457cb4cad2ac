import { NO_CONSENT, type ConsentCategory, type ConsentChoices } from "@/lib/consent/categories";
import { createEmitter } from "@/lib/browser/events";

/**
 * The one consent API. Anything optional (analytics, marketing, preference storage) asks
 * `hasConsent(category)` and listens with `subscribeConsent` (or the `useConsent` hook /
 * `<ConsentGate>`) before it runs. Until the banner has read the stored record, every
 * optional category is denied.
 */
let current: ConsentChoices = NO_CONSENT;
let known = false;
const decisions = createEmitter<ConsentChoices>();

export function hasConsent(category: ConsentCategory): boolean {
  return category === "necessary" || current[category];
}

/** The current choices; the same object until the next decision. */
export function getConsent(): ConsentChoices {
  return current;
}

/** Whether the banner has published a choice yet (the stored one, or "none" when absent). */
export function isConsentKnown(): boolean {
  return known;
}

/** Calls `listener` on every decision, also when it repeats the previous one. */
export const subscribeConsent = decisions.subscribe;

/** Publishes a decision (or the stored one on load). Only the consent banner calls this. */
export function setConsent(choices: ConsentChoices) {
  known = true;
  current = {
    analytics: choices.analytics,
    marketing: choices.marketing,
    preferences: choices.preferences,
  };
  decisions.emit(current);
}
