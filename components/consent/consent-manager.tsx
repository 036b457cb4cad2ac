"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import type { ConsentContent } from "@/content/consent";
import { ConsentSummary } from "@/components/consent/consent-summary";
import { IslandBoundary } from "@/components/ui/island-boundary";
import type { AnalyticsConfig } from "@/lib/consent/analytics-config";
import { bannerReducer, initialBannerState, type BannerView } from "@/lib/consent/banner-state";
import {
  FULL_CONSENT,
  NO_CONSENT,
  OPTIONAL_CATEGORIES,
  type ConsentChoices,
} from "@/lib/consent/categories";
import { requiresConsentBanner } from "@/lib/consent/countries";
import { lookupCountry } from "@/lib/consent/geo-lookup";
import {
  choicesOf,
  createRecord,
  parseRecord,
  serializeRecord,
  type ConsentRecord,
  type RecordPolicy,
} from "@/lib/consent/record";
import { onCookieSettingsRequest } from "@/lib/consent/settings-request";
import { clearCategoryStorage } from "@/lib/consent/storage-registry";
import { getConsent, setConsent } from "@/lib/consent/store";
import { rememberFirstTouch } from "@/lib/leads/first-touch";
import { loadable } from "@/components/ui/loadable";
import { MAIN_ID } from "@/lib/browser/landmarks";
import { localStore, sessionStore } from "@/lib/browser/safe-storage";
import { showToast } from "@/lib/browser/toast";

// Loaded only when the site config names an analytics tag, so a site without one ships none.
const ConsentAnalytics = loadable(() =>
  import("@/components/consent/consent-analytics").then((module) => module.ConsentAnalytics),
);
const ConsentSettingsDialog = loadable(() =>
  import("@/components/consent/consent-settings-dialog").then(
    (module) => module.ConsentSettingsDialog,
  ),
);

export type ConsentManagerProps = {
  content: ConsentContent;
  geoEndpoint: string;
  /** Set only when the site config names an analytics tag. */
  analytics?: AnalyticsConfig;
  /** Open on the settings view: the visitor asked for them while this code was downloading. */
  openSettings?: boolean;
};

/** The query string the visit landed with, before client-side navigation replaces it. */
const landingSearch = typeof window === "undefined" ? "" : window.location.search;

/**
 * Removes what every category without consent stored, then publishes the choices. With
 * marketing consent, the landing page's campaign is kept for the forms' leads.
 */
function applyConsent(choices: ConsentChoices) {
  const browser = { document, localStorage: localStore };
  for (const category of OPTIONAL_CATEGORIES) {
    if (!choices[category]) clearCategoryStorage(category, browser);
  }
  if (choices.marketing) rememberFirstTouch(browser.localStorage, landingSearch);
  setConsent(choices);
}

/** The stored record if it is still valid; an untrustworthy value is removed so it cannot linger. */
function readStoredRecord(storageKey: string, policy: RecordPolicy): ConsentRecord | null {
  const raw = localStore.get(storageKey);
  const record = parseRecord(raw, policy, new Date());
  if (raw !== null && !record) localStore.remove(storageKey);
  return record;
}

/** The geolocation lookup runs once per page load, however often effects run. */
let countryLookup: Promise<string | null> | undefined;

/**
 * Decides whether to ask, shows the summary or the settings view, stores the decision and
 * publishes it to the consent store. Loaded after hydration on every page.
 */
export function ConsentManager({
  content,
  geoEndpoint,
  analytics,
  openSettings,
}: ConsentManagerProps) {
  const { storageKey, policyVersion, maxAgeMonths, lookupTimeoutMs } = content;

  const [state, dispatch] = useReducer(bannerReducer, false, initialBannerState);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** The control outside the banner that opened the settings (the footer's button). */
  const focusOriginRef = useRef<HTMLElement | null>(null);
  const previousViewRef = useRef<BannerView>("hidden");

  // On load: publish the stored choice, or look up whether this visitor must be asked.
  useEffect(() => {
    const record = readStoredRecord(storageKey, { version: policyVersion, maxAgeMonths });
    applyConsent(record ? choicesOf(record) : NO_CONSENT);
    if (record) return;
    let active = true;
    countryLookup ??= lookupCountry({
      endpoint: geoEndpoint,
      timeoutMs: lookupTimeoutMs,
      cacheKey: `${storageKey}-country`,
      cache: sessionStore,
    });
    void countryLookup.then((country) => {
      if (!active) return;
      dispatch({ type: "lookup-finished", showBanner: requiresConsentBanner(country) });
    });
    return () => {
      active = false;
    };
  }, [geoEndpoint, lookupTimeoutMs, maxAgeMonths, policyVersion, storageKey]);

  // The footer's 'Cookie Settings' button, and decisions taken in another tab.
  useEffect(() => {
    const showSettings = () => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && !rootRef.current?.contains(active)) {
        focusOriginRef.current = active;
      }
      dispatch({ type: "open-settings" });
    };
    if (openSettings) showSettings();
    const offRequest = onCookieSettingsRequest(showSettings);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      const record = readStoredRecord(storageKey, { version: policyVersion, maxAgeMonths });
      applyConsent(record ? choicesOf(record) : NO_CONSENT);
      if (record) dispatch({ type: "decided" });
    };
    window.addEventListener("storage", onStorage);
    return () => {
      offRequest();
      window.removeEventListener("storage", onStorage);
    };
  }, [maxAgeMonths, openSettings, policyVersion, storageKey]);

  // Focus follows the view: back to the summary's settings button, to the footer button that
  // opened the settings, or to the start of the page content - never lost on <body>.
  useEffect(() => {
    const previous = previousViewRef.current;
    previousViewRef.current = state.view;
    if (previous === "settings" && state.view === "summary") {
      settingsButtonRef.current?.focus();
    } else if (previous !== "hidden" && state.view === "hidden") {
      const origin = focusOriginRef.current;
      focusOriginRef.current = null;
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!lost) return;
      if (origin?.isConnected) origin.focus();
      else document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    }
  }, [state.view]);

  const decide = useCallback(
    (choices: ConsentChoices, message: string) => {
      const record = createRecord(choices, policyVersion, new Date());
      const saved = localStore.set(storageKey, serializeRecord(record));
      applyConsent(choices);
      dispatch({ type: "decided" });
      // Storage refused: the choice still applies to this visit, and the visitor is told so.
      // The choice has taken effect either way; without the toaster's code it goes unconfirmed.
      showToast(saved ? "success" : "warning", saved ? message : content.toasts.notSaved).catch(
        () => {},
      );
    },
    [content.toasts.notSaved, policyVersion, storageKey],
  );

  const summary = (
    <ConsentSummary
      content={content.summary}
      settingsButtonRef={settingsButtonRef}
      onAcceptAll={() => decide(FULL_CONSENT, content.toasts.acceptedAll)}
      onRejectAll={() => decide(NO_CONSENT, content.toasts.rejectedAll)}
      onOpenSettings={() => dispatch({ type: "open-settings" })}
      onSettingsIntent={ConsentSettingsDialog.preload}
    />
  );

  const view =
    state.view === "summary" ? (
      summary
    ) : (
      // A failed download closes the settings again, so the next request downloads again.
      <IslandBoundary name="cookie settings" onError={() => dispatch({ type: "close-settings" })}>
        <ConsentSettingsDialog
          fallback={state.behindSettings === "summary" ? summary : null}
          content={content.settings}
          initialChoices={getConsent()}
          onClose={() => dispatch({ type: "close-settings" })}
          onRejectAll={() => decide(NO_CONSENT, content.toasts.rejectedAll)}
          onSave={(choices) => decide(choices, content.toasts.saved)}
        />
      </IslandBoundary>
    );

  return (
    <>
      {analytics && (
        <IslandBoundary name="analytics">
          <ConsentAnalytics config={analytics} />
        </IslandBoundary>
      )}
      {state.view !== "hidden" && <div ref={rootRef}>{view}</div>}
    </>
  );
}
