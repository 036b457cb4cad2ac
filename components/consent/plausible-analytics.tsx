"use client";

import { useEffect } from "react";
import { loadScript } from "@/lib/consent/load-script";
import { localStore } from "@/lib/browser/safe-storage";

/** Plausible's own opt-out switch, read before every event it sends. */
const IGNORE_KEY = "plausible_ignore";

// Where storage is refused Plausible cannot read the flag either; a reload stops it.
function setIgnored(ignored: boolean) {
  if (ignored) localStore.set(IGNORE_KEY, "true");
  else localStore.remove(IGNORE_KEY);
}

/**
 * Plausible Analytics (cookieless). Render it only inside <ConsentGate category="analytics">:
 * it loads the script when mounted; on withdrawal the running script is told to stop sending,
 * and after a reload it is not loaded at all.
 */
export function PlausibleAnalytics({ domain, scriptUrl }: { domain: string; scriptUrl: string }) {
  useEffect(() => {
    setIgnored(false);
    loadScript("plausible-analytics", scriptUrl, { "data-domain": domain });
    return () => setIgnored(true);
  }, [domain, scriptUrl]);
  return null;
}
