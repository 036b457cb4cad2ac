/** The id of every page's `<main>`: the skip link's target, and where focus starts on a new page. */
export const MAIN_ID = "main-content";
