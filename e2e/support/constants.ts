/** The WCAG 2.2 AA rule sets every axe check runs. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
/** The two sizes every page is checked at. */
export const VIEWPORTS = [
  { name: "phone", ...PHONE },
  { name: "desktop", ...DESKTOP },
] as const;
/** The system themes every heavy gate runs in: the site follows the system's setting. */
export const THEMES = ["light", "dark"] as const;
/** The narrowest screen WCAG 1.4.10 (reflow) asks a page to fit. */
export const REFLOW = { width: 320, height: 640 } as const;
/** The phone Lighthouse emulates (Moto G Power): the size its mobile LCP is measured at. */
export const LIGHTHOUSE_MOBILE = { width: 412, height: 823 } as const;

/**
 * How tall `/` may be, in px, at each width the gates check: a landing page that makes each
 * argument once is read to its end (e2e/landing-layout.spec.ts).
 */
export const LANDING_MAX_HEIGHT: Readonly<Record<number, number>> = {
  [DESKTOP.width]: 10_000,
  [PHONE.width]: 16_000,
};
