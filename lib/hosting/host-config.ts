import type { SiteConfig } from "@/content/site";

/** What the security headers must allow beyond the site's own origin. */
export type HostConfig = {
  origin: string;
  /** Endpoints the browser fetches from: geolocation, forms, status monitor, analytics beacons. */
  connect: string[];
  /** Third-party scripts: the analytics tags, which load only after consent. */
  script: string[];
  /** Third-party images (tracking pixels some tags fall back to). */
  img: string[];
  /** Where forms may submit besides the site itself. */
  formAction: string[];
};

/** The hosts gtag.js loads from and reports to, as Google's CSP guide for GA4 lists them. */
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

export function hostConfig(
  config: Pick<
    SiteConfig,
    "analytics" | "origin" | "geoEndpoint" | "formEndpoint" | "statusMonitor"
  >,
): HostConfig {
  const { analytics } = config;
  const ga = analytics.ga4Id ? GOOGLE_ANALYTICS : { script: [], connect: [], img: [] };
  // Plausible's script posts its events to /api/event on the origin it was loaded from.
  const plausible = analytics.plausibleDomain ? [analytics.plausibleScriptUrl] : [];
  const defined = (values: (string | undefined)[]) =>
    values.filter((value): value is string => Boolean(value));
  return {
    origin: config.origin,
    // The status monitor on every page, not /status alone: a client-side navigation keeps the
    // first page's policy, so /status reached from the footer would be refused its monitor.
    connect: defined([
      config.geoEndpoint,
      config.formEndpoint,
      config.statusMonitor,
      ...plausible,
      ...ga.connect,
    ]),
    script: [...plausible, ...ga.script],
    img: ga.img,
    formAction: defined([config.formEndpoint]),
  };
}
