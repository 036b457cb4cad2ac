"use client";

import { useEffect } from "react";
import { gtag, sendConsentModeDefault } from "@/lib/consent/google-consent-mode";
import { loadScript } from "@/lib/consent/load-script";

let configured = false;

/**
 * Google Analytics 4. Render it only inside <ConsentGate category="analytics">: it loads
 * gtag.js when mounted, and Google's documented opt-out flag stops it when consent is withdrawn.
 */
export function GoogleAnalytics({ measurementId }: { measurementId: string }) {
  useEffect(() => {
    const optOutFlag = `ga-disable-${measurementId}`;
    const flags = window as unknown as Record<string, boolean>;
    flags[optOutFlag] = false;
    if (!configured) {
      configured = true;
      sendConsentModeDefault();
      gtag("js", new Date());
      gtag("config", measurementId);
      loadScript(
        "google-analytics",
        `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`,
      );
    }
    return () => {
      flags[optOutFlag] = true;
    };
  }, [measurementId]);
  return null;
}
