import localFont from "next/font/local";

/** The site's one typeface, shared by the root layout and the 404 document. */
export const inter = localFont({
  // Inter cut to the characters the copy uses (scripts/subset-font.mjs).
  src: "../../assets/fonts/inter-latin-subset.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  preload: true,
});
