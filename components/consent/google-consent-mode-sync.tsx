"use client";

import { useEffect } from "react";
import { sendConsentModeDefault, sendConsentModeUpdate } from "@/lib/consent/google-consent-mode";
import { getConsent, isConsentKnown, subscribeConsent } from "@/lib/consent/store";

/**
 * With a Google tag configured: queues Consent Mode v2's all-denied default before any Google
 * script may load, and an update on every decision (and for the stored one on load).
 */
export function GoogleConsentModeSync() {
  useEffect(() => {
    sendConsentModeDefault();
    // The banner may have published the stored choice before this loaded.
    if (isConsentKnown()) sendConsentModeUpdate(getConsent());
    return subscribeConsent(sendConsentModeUpdate);
  }, []);
  return null;
}
