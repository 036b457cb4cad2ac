/** The site's timers: what moves on the landing page, and how long the help search waits. */

/** The hero's feature badges show the next one after this long. */
export const HERO_BADGE_INTERVAL_MS = 2000;

/** The integrations logo strip moves LOGO_STRIP_STEP_PX every LOGO_STRIP_STEP_MS. */
export const LOGO_STRIP_STEP_MS = 25;
export const LOGO_STRIP_STEP_PX = 1;

/** How long the chat assistant "types" before its reply appears. */
export const CHAT_REPLY_DELAY_MS = 1500;

/** How long typing in the site search pauses before a search runs. */
export const SEARCH_DEBOUNCE_MS = 200;

/** How long the calculator's inputs rest before screen readers hear the new result. */
export const ANNOUNCE_SETTLE_MS = 600;

/** How long a form's POST may take before the form says it failed and offers e-mail instead. */
export const FORM_POST_TIMEOUT_MS = 15_000;

/** Each roadmap card starts its entrance this many seconds after the one before. */
export const ROADMAP_STAGGER_S = 0.1;
