"use client";

import { ConsentGate } from "@/components/consent/consent-gate";
import { GoogleAnalytics } from "@/components/consent/google-analytics";
import { GoogleConsentModeSync } from "@/components/consent/google-consent-mode-sync";
import { PlausibleAnalytics } from "@/components/consent/plausible-analytics";
import type { AnalyticsConfig } from "@/lib/consent/analytics-config";

/**
 * The optional analytics tags, each behind the analytics consent. Loaded on demand, and only
 * when the site config names a tag, so a site without analytics ships none of this code.
 */
export function ConsentAnalytics({ config }: { config: AnalyticsConfig }) {
  const { plausibleDomain, plausibleScriptUrl, ga4Id } = config;
  return (
    <>
      {ga4Id && <GoogleConsentModeSync />}
      <ConsentGate category="analytics">
        {ga4Id && <GoogleAnalytics measurementId={ga4Id} />}
        {plausibleDomain && (
          <PlausibleAnalytics domain={plausibleDomain} scriptUrl={plausibleScriptUrl} />
        )}
      </ConsentGate>
    </>
  );
}
