// The script of a language menu (components/i18n/language-menu.tsx), inline in the menu: its
// links lead to each language's home without it. When the visitor reaches for the menu (points
// at it, focuses it, opens it) and when a link is clicked, it points each link at the page being
// read in that language where the page's <head> lists one (its hreflang alternates: exactly the
// languages it is published in), the page itself in its own language, else the home; a click
// remembers the choice in the cookie the hosts read (docs/languages.md); Escape and a click
// outside close the header's disclosure. Inline, not an island: the header loads it only where
// the site has a second language, and a React island cost every page 0.5 KiB gz of first-load
// JavaScript with English alone (the byte budget, e2e/byte-budget.spec.ts). scripts/host-headers.mjs
// recognises this exact text as the site's own and hashes it into each page's policy.

/** The cookie the language switcher sets; Netlify reads this name itself, vercel.json and nginx too. */
export const LANGUAGE_COOKIE = "nf_lang";

/** A year: a choice made once holds for later visits. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const LANGUAGE_LINKS_SCRIPT = [
  "(() => {",
  "const root = document.currentScript.parentElement;",
  "const details = root instanceof HTMLDetailsElement ? root : null;",
  "const point = () => {",
  "const alternates = new Map();",
  `for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) alternates.set(link.hreflang, new URL(link.href).pathname);`,
  'for (const link of root.querySelectorAll("a[hreflang]")) {',
  'const home = (link.dataset.home ??= link.getAttribute("href"));',
  "link.href = alternates.get(link.hreflang) ?? (link.hreflang === document.documentElement.lang ? location.pathname : home);",
  "}",
  "};",
  'for (const type of ["pointerenter", "focusin", "toggle"]) root.addEventListener(type, point);',
  'root.addEventListener("click", (event) => {',
  'const link = event.target.closest("a[hreflang]");',
  "if (!link) return;",
  "point();",
  `document.cookie = "${LANGUAGE_COOKIE}=" + link.hreflang + "; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");`,
  "});",
  "if (!details) return;",
  'document.addEventListener("keydown", (event) => {',
  'if (event.key !== "Escape" || !details.open) return;',
  "details.open = false;",
  'details.querySelector("summary").focus();',
  "});",
  'document.addEventListener("pointerdown", (event) => {',
  "if (details.open && !details.contains(event.target)) details.open = false;",
  "});",
  "})()",
].join("\n");
