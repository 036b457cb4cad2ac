import localFont from "next/font/local";

/** The site's one typeface, on every document the site draws (app/site-document.tsx). */
export const inter = localFont({
  // Inter cut to the characters the copy uses (scripts/build-font-subset.mjs).
  src: "../../assets/fonts/inter-latin-subset.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // "optional", not "swap": a font arriving after the first paint re-wrapped text and moved what
  // the visitor was reading (a CLS the consent spec caught; docs/performance.md). Preloaded, it
  // is in time on nearly every load; when it is not, that page keeps the metric-matched fallback.
  display: "optional",
  preload: true,
});
