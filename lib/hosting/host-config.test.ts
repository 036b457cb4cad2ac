import { describe, expect, it } from "vitest";
import { siteConfig } from "@/content/site";
import { hostConfig } from "@/lib/hosting/host-config";
import { contentSecurityPolicy, headerPolicy } from "@/scripts/host-headers.mjs";

const base = {
  ...siteConfig,
  formEndpoint: undefined,
  statusMonitor: undefined,
  analytics: { ...siteConfig.analytics, plausibleDomain: undefined, ga4Id: undefined },
};
const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("hostConfig", () => {
  it("allows only the geolocation lookup when nothing optional is configured", () => {
    const config = hostConfig(base);
    expect(config.connect).toEqual([base.geoEndpoint]);
    expect(config.script).toEqual([]);
    expect(config.formAction).toEqual([]);
  });

  it("lets the CSP load Plausible and send its events when a domain is set", () => {
    const config = hostConfig({
      ...base,
      analytics: { ...base.analytics, plausibleDomain: "example.com" },
    });
    const policy = contentSecurityPolicy({ hashes: [], config });
    const origin = new URL(base.analytics.plausibleScriptUrl).origin;
    expect(directive(policy, "script-src")).toBe(`'self' ${origin}`);
    expect(directive(policy, "connect-src")).toContain(origin);
  });

  it("lets the CSP load gtag.js and its beacons when a GA4 id is set", () => {
    const config = hostConfig({ ...base, analytics: { ...base.analytics, ga4Id: "G-TEST123" } });
    const policy = contentSecurityPolicy({ hashes: ["'sha256-abc='"], config });
    expect(directive(policy, "script-src")).toBe(
      "'self' 'sha256-abc=' https://www.googletagmanager.com",
    );
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "img-src")).toContain("https://*.googletagmanager.com");
  });

  it("allows a configured form endpoint to be fetched and submitted to", () => {
    const config = hostConfig({ ...base, formEndpoint: "https://forms.example.org/f/1" });
    const policy = contentSecurityPolicy({ hashes: [], config });
    expect(directive(policy, "connect-src")).toContain("https://forms.example.org");
    expect(directive(policy, "form-action")).toBe("'self' https://forms.example.org mailto:");
  });

  it("allows the status monitor's host to be fetched, only when one is configured", () => {
    const monitor = "https://status.stackless.example/api/v2/summary.json";
    const without = contentSecurityPolicy({ hashes: [], config: hostConfig(base) });
    expect(directive(without, "connect-src")).not.toContain("status.stackless.example");
    const config = hostConfig({ ...base, statusMonitor: monitor });
    const policy = contentSecurityPolicy({ hashes: [], config });
    expect(directive(policy, "connect-src")?.split(" ")).toContain(
      "https://status.stackless.example",
    );
    expect(headerPolicy(config)).toContain("https://status.stackless.example");
  });
});
