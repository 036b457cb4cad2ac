import { FIRST_SCREEN_END_ID } from "@/lib/browser/landmarks";

/**
 * Holds the first paint until the parser has reached the end of the page's first screen (the
 * mark FirstScreenEnd leaves at the end of the hero or header that holds the page's h1), so the
 * header and that screen are painted whole (the HTML standard's `<link rel="expect" blocking="render">`,
 * Chromium since 124; other browsers ignore it). Chromium releases the hold when the target's
 * start tag is parsed, so the target has to come after the first screen, not wrap it. Without a
 * hold Chromium, when busy, painted a page parsed part way (the header up to its language menu,
 * a hero's label up to its icon), and what the rest of the markup added then moved it: layout
 * shifts of 0.0001 to 0.002 on one load in a few (e2e/consent.spec.ts); held to `<main>` alone,
 * the partial paint moved into the hero. What comes after the first screen (the rest of the
 * page, the footer, the framework's payload) is not waited for. A page without the mark would
 * hold its paint to the end of the document: e2e/first-paint.spec.ts finds one on every page.
 */
export function FirstPaint() {
  // React 19's types do not list `blocking` yet; the attribute is standard.
  const renderBlocking = { blocking: "render" };
  return <link rel="expect" href={`#${FIRST_SCREEN_END_ID}`} {...renderBlocking} />;
}

/**
 * The end of a page's first screen, where FirstPaint's hold ends: drawn once per page, as the last
 * child of the hero, header or section that holds the page's h1 (not after it: `<main>` holds
 * only sections). Empty and hidden: it takes no space.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
