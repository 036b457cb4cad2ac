/** The id of every page's `<main>`: the skip link's target, and where focus starts on a new page. */
export const MAIN_ID = "main-content";

/** The id of every page's `<footer>`. */
export const FOOTER_ID = "site-footer";

/**
 * The id of the empty mark right after a page's first screen (its hero or header, the one with
 * the page's h1): the first paint waits until the parser has reached it
 * (components/layout/first-paint.tsx). Exactly one per page, after the h1 (e2e/first-paint.spec.ts).
 */
export const FIRST_SCREEN_END_ID = "first-screen-end";
