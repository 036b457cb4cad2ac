"use client";

import { useEffect } from "react";
import { loadScript } from "@/lib/consent/load-script";

/** Plausible's own opt-out switch, read before every event it sends. */
const IGNORE_KEY = "plausible_ignore";

function setIgnored(ignored: boolean) {
  try {
    if (ignored) window.localStorage.setItem(IGNORE_KEY, "true");
    else window.localStorage.removeItem(IGNORE_KEY);
  } catch {
    // Storage disabled: Plausible cannot read the flag either; a reload stops it.
  }
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
