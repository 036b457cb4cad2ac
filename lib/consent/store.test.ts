import { describe, expect, it, vi } from "vitest";
import { FULL_CONSENT, NO_CONSENT } from "@/lib/consent/categories";
import {
  getConsent,
  hasConsent,
  isConsentKnown,
  setConsent,
  subscribeConsent,
} from "@/lib/consent/store";

describe("the consent store", () => {
  it("denies every optional category until a choice is published", () => {
    expect(isConsentKnown()).toBe(false);
    expect(hasConsent("necessary")).toBe(true);
    expect(hasConsent("analytics")).toBe(false);
    expect(hasConsent("marketing")).toBe(false);
    expect(hasConsent("preferences")).toBe(false);
  });

  it("answers from the published choice and tells every subscriber about each decision", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    setConsent({ analytics: true, marketing: false, preferences: true });
    expect(isConsentKnown()).toBe(true);
    expect(hasConsent("analytics")).toBe(true);
    expect(hasConsent("marketing")).toBe(false);
    expect(hasConsent("preferences")).toBe(true);
    expect(listener).toHaveBeenLastCalledWith(getConsent());

    // A repeated decision is still a decision (Consent Mode sends an update for each).
    setConsent({ analytics: true, marketing: false, preferences: true });
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    setConsent(FULL_CONSENT);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(hasConsent("marketing")).toBe(true);
  });

  it("keeps the same snapshot object until the next decision", () => {
    setConsent(NO_CONSENT);
    const snapshot = getConsent();
    expect(getConsent()).toBe(snapshot);
    setConsent(NO_CONSENT);
    expect(getConsent()).not.toBe(snapshot);
  });
});
