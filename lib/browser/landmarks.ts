/** The id of every page's `<main>`: the skip link's target, and where focus starts on a new page. */
export const MAIN_ID = "main-content";

/** The id of every page's `<footer>`: the first paint waits until the parser has reached it. */
export const FOOTER_ID = "site-footer";
