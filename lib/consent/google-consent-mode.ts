import { NO_CONSENT, type ConsentChoices } from "@/lib/consent/categories";

/** Google Consent Mode v2 signals, mapped from the banner's categories. */
export type ConsentModeState = {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  functionality_storage: ConsentModeValue;
  personalization_storage: ConsentModeValue;
  security_storage: ConsentModeValue;
};
type ConsentModeValue = "granted" | "denied";

const signal = (granted: boolean): ConsentModeValue => (granted ? "granted" : "denied");

export function consentModeState(choices: ConsentChoices): ConsentModeState {
  return {
    ad_storage: signal(choices.marketing),
    ad_user_data: signal(choices.marketing),
    ad_personalization: signal(choices.marketing),
    analytics_storage: signal(choices.analytics),
    functionality_storage: signal(choices.preferences),
    personalization_storage: signal(choices.preferences),
    // Security storage (fraud prevention, authentication) is necessary by definition.
    security_storage: "granted",
  };
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Google's `gtag()`: queues a command on `window.dataLayer`. gtag.js reads the queue when it
 * loads and only treats `arguments` objects (not arrays) as commands, hence no rest parameter.
 */
export function gtag(..._command: unknown[]): void;
export function gtag() {
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object
  target.dataLayer.push(arguments);
}

let defaultSent = false;

/** Queues the all-denied default once, before any Google tag is allowed to load. */
export function sendConsentModeDefault() {
  if (defaultSent) return;
  defaultSent = true;
  gtag("consent", "default", consentModeState(NO_CONSENT));
  gtag("set", "ads_data_redaction", true);
}

/** Queues the signals of a decision; the default always goes first. */
export function sendConsentModeUpdate(choices: ConsentChoices) {
  sendConsentModeDefault();
  gtag("consent", "update", consentModeState(choices));
}
