/**
 * The banner's states and transitions (docs/consent.md): hidden until the lookup asks for it,
 * a summary view, and a settings view that closes back to where it was opened from.
 */
export type BannerView = "hidden" | "summary" | "settings";

export type BannerState = {
  view: BannerView;
  /** What closing the settings view returns to: the summary, or nothing when opened from the footer. */
  behindSettings: "hidden" | "summary";
  /** A valid record is stored or was just saved; the lookup no longer opens the summary. */
  decided: boolean;
};

export type BannerEvent =
  | { type: "lookup-finished"; showBanner: boolean }
  | { type: "open-settings" }
  | { type: "close-settings" }
  | { type: "decided" };

export function initialBannerState(decided: boolean): BannerState {
  return { view: "hidden", behindSettings: "hidden", decided };
}

export function bannerReducer(state: BannerState, event: BannerEvent): BannerState {
  switch (event.type) {
    case "lookup-finished":
      if (state.decided || !event.showBanner) return state;
      // The footer may already have opened the settings; the summary then waits behind them.
      return state.view === "settings"
        ? { ...state, behindSettings: "summary" }
        : { ...state, view: "summary" };
    case "open-settings":
      if (state.view === "settings") return state;
      return { ...state, view: "settings", behindSettings: state.view };
    case "close-settings":
      if (state.view !== "settings") return state;
      return { ...state, view: state.behindSettings, behindSettings: "hidden" };
    case "decided":
      return { view: "hidden", behindSettings: "hidden", decided: true };
  }
}
