import { siteConfig } from "@/content/site";

/** What the security headers must allow beyond the site's own origin. */
export type HostConfig = {
  origin: string;
  /** Endpoints the browser fetches from: the consent geolocation lookup, the form endpoint. */
  connect: string[];
  /** Where forms may submit besides the site itself. */
  formAction: string[];
};

export function hostConfig(config = siteConfig): HostConfig {
  const endpoints = [config.geoEndpoint, config.formEndpoint];
  return {
    origin: config.origin,
    connect: endpoints.filter((value): value is string => Boolean(value)),
    formAction: config.formEndpoint ? [config.formEndpoint] : [],
  };
}
