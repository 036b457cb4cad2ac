import { beforeEach, describe, expect, it, vi } from "vitest";
import { FULL_CONSENT, NO_CONSENT } from "@/lib/consent/categories";

type Window = { dataLayer?: IArguments[] };

/** The dataLayer as gtag.js sees it: commands as plain arrays. */
const commands = () =>
  ((globalThis as unknown as { window: Window }).window.dataLayer ?? []).map((entry) => [...entry]);

describe("Google Consent Mode v2", () => {
  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal("window", {});
  });

  it("maps the categories to the v2 signals", async () => {
    const { consentModeState } = await import("@/lib/consent/google-consent-mode");
    expect(consentModeState(NO_CONSENT)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      functionality_storage: "denied",
      personalization_storage: "denied",
      security_storage: "granted",
    });
    expect(
      consentModeState({ analytics: true, marketing: false, preferences: false }),
    ).toMatchObject({ analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied" });
    expect(
      consentModeState({ analytics: false, marketing: true, preferences: false }),
    ).toMatchObject({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });

  it("queues the all-denied default once, before any update", async () => {
    const { sendConsentModeDefault, sendConsentModeUpdate } =
      await import("@/lib/consent/google-consent-mode");
    sendConsentModeUpdate(FULL_CONSENT);
    sendConsentModeDefault();
    sendConsentModeUpdate(NO_CONSENT);
    const queued = commands();
    expect(queued.map((command) => command.slice(0, 2))).toEqual([
      ["consent", "default"],
      ["set", "ads_data_redaction"],
      ["consent", "update"],
      ["consent", "update"],
    ]);
    expect(queued[0]?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
    expect(queued[2]?.[2]).toMatchObject({ analytics_storage: "granted", ad_storage: "granted" });
    expect(queued[3]?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
  });

  it("pushes arguments objects, which gtag.js requires", async () => {
    const { gtag } = await import("@/lib/consent/google-consent-mode");
    gtag("js", "x");
    const entry = (globalThis as unknown as { window: Window }).window.dataLayer?.[0];
    expect(Array.isArray(entry)).toBe(false);
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
  });
});
