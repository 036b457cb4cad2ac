/** The analytics part of the site config; every tag is optional. */
export type AnalyticsConfig = {
  plausibleDomain?: string;
  plausibleScriptUrl: string;
  ga4Id?: string;
};

/** Whether any analytics tag is configured; without one, no analytics code ships at all. */
export function hasAnalytics(config: AnalyticsConfig): boolean {
  return Boolean(config.plausibleDomain || config.ga4Id);
}
