"use client";

import { useEffect, useState } from "react";
import type { ConsentManagerProps } from "@/components/consent/consent-manager";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { onCookieSettingsRequest } from "@/lib/consent/settings-request";
import { loadable } from "@/components/ui/loadable";
import { showToast } from "@/lib/browser/toast";

/**
 * The consent manager: the banner's code (record parsing, lookup, views, the configured
 * analytics tags) stays out of every page's first load and mounts once the page has hydrated.
 * Without that code no banner shows and every optional category stays denied.
 */
const ConsentManager = loadable(() =>
  import("@/components/consent/consent-manager").then((module) => module.ConsentManager),
);

// The download starts as soon as this module runs in the browser, alongside hydration rather
// than after it, so an EEA visitor's banner appears sooner.
if (typeof window !== "undefined") ConsentManager.preload();

/**
 * The manager inside its boundary. If its code fails to download, the page stays and nothing is
 * consented to; the footer's 'Cookie Settings' still answers: it downloads the code again and
 * opens the settings, or says in a toast that they could not load.
 */
export function ConsentIsland(props: Omit<ConsentManagerProps, "openSettings">) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    return onCookieSettingsRequest(() => {
      setFailed(false);
      setAttempt((count) => count + 1);
    });
  }, [failed]);

  return failed ? null : (
    <IslandBoundary
      key={attempt}
      name="cookie consent"
      onError={() => {
        setFailed(true);
        // Only a press of the button is worth telling about; the first, silent load is not.
        if (attempt > 0) void showToast("error", props.content.settings.loadFailed).catch(() => {});
      }}
    >
      {/* A remount after a failure is the visitor's request for the settings. */}
      <ConsentManager {...props} openSettings={attempt > 0} />
    </IslandBoundary>
  );
}
