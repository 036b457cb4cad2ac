/** The consent categories of the banner. Necessary is always granted; the others are opt-in. */
export const OPTIONAL_CATEGORIES = ["analytics", "marketing", "preferences"] as const;

export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentCategory = "necessary" | OptionalCategory;

/** What a visitor chose for each optional category. */
export type ConsentChoices = Readonly<Record<OptionalCategory, boolean>>;

export const NO_CONSENT: ConsentChoices = {
  analytics: false,
  marketing: false,
  preferences: false,
};
export const FULL_CONSENT: ConsentChoices = { analytics: true, marketing: true, preferences: true };
