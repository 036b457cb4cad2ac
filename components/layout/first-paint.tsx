import { FOOTER_ID } from "@/lib/browser/landmarks";

/**
 * Holds the first paint until the parser has reached the page's footer, so the header and the
 * page's first screen are painted whole (the HTML standard's `<link rel="expect"
 * blocking="render">`, Chromium since 124; other browsers ignore it). Without it Chromium, when
 * busy, painted a page parsed only part way (the header up to its language menu, a hero's label
 * up to its icon), and what the rest of the markup added then moved it: layout shifts of 0.0001
 * to 0.0008 on one load in a few (e2e/consent.spec.ts). Held to `<main>` alone, the partial paint
 * moved into the hero. What it waits for is markup the document already carries (no request);
 * the framework's payload after the footer is not waited for.
 */
export function FirstPaint() {
  // React 19's types do not list `blocking` yet; the attribute is standard.
  const renderBlocking = { blocking: "render" };
  return <link rel="expect" href={`#${FOOTER_ID}`} {...renderBlocking} />;
}
