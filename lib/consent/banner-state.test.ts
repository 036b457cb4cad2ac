import { describe, expect, it } from "vitest";
import {
  bannerReducer,
  initialBannerState,
  type BannerEvent,
  type BannerState,
} from "@/lib/consent/banner-state";

const run = (state: BannerState, ...events: BannerEvent[]) => events.reduce(bannerReducer, state);
const lookup = (showBanner: boolean): BannerEvent => ({ type: "lookup-finished", showBanner });

describe("the banner's transitions", () => {
  it("starts hidden", () => {
    expect(initialBannerState(false).view).toBe("hidden");
  });

  it("1. stays hidden for a visitor who has decided", () => {
    expect(run(initialBannerState(true), lookup(true)).view).toBe("hidden");
  });

  it("2. shows the summary when the lookup asks for it, not otherwise", () => {
    expect(run(initialBannerState(false), lookup(true)).view).toBe("summary");
    expect(run(initialBannerState(false), lookup(false)).view).toBe("hidden");
  });

  it("3, 4, 6. a decision hides the banner and it does not come back", () => {
    const shown = run(initialBannerState(false), lookup(true));
    const decided = run(shown, { type: "decided" });
    expect(decided).toEqual({ view: "hidden", behindSettings: "hidden", decided: true });
    expect(run(decided, lookup(true)).view).toBe("hidden");
    const fromSettings = run(shown, { type: "open-settings" }, { type: "decided" });
    expect(fromSettings.view).toBe("hidden");
    // Reopened later from the footer, closing the settings leaves nothing behind.
    expect(run(fromSettings, { type: "open-settings" }, { type: "close-settings" }).view).toBe(
      "hidden",
    );
  });

  it("5, 7. settings open from the summary and close back to it", () => {
    const shown = run(initialBannerState(false), lookup(true));
    const settings = run(shown, { type: "open-settings" });
    expect(settings.view).toBe("settings");
    expect(run(settings, { type: "close-settings" }).view).toBe("summary");
  });

  it("settings opened from the footer close back to nothing", () => {
    const settings = run(initialBannerState(true), { type: "open-settings" });
    expect(settings.view).toBe("settings");
    expect(run(settings, { type: "close-settings" }).view).toBe("hidden");
  });

  it("a lookup that finishes while the footer's settings are open waits behind them", () => {
    const settings = run(initialBannerState(false), { type: "open-settings" }, lookup(true));
    expect(settings.view).toBe("settings");
    expect(run(settings, { type: "close-settings" }).view).toBe("summary");
  });

  it("ignores events that do not apply", () => {
    const hidden = initialBannerState(false);
    expect(run(hidden, { type: "close-settings" })).toBe(hidden);
    const settings = run(hidden, { type: "open-settings" });
    expect(run(settings, { type: "open-settings" })).toBe(settings);
  });
});
