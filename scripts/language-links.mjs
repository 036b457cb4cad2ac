// The script of the language menus (components/i18n/language-menu.tsx): one per page, at the end
// of the body; the menus' links lead to each language's home without it. When the visitor
// reaches for a menu (points at it, focuses it, opens it) and when a link is clicked, it points
// each link at the page being read in that language where the page's <head> lists one (its
// hreflang alternates: exactly the languages it is published in), the page itself in its own
// language, else the home; a click remembers the choice in the cookie the hosts read
// (docs/languages.md); Escape and a click outside close the header's disclosure. It listens on
// the document rather than sitting in each menu: an inline script in the header let the browser
// paint the header half parsed, and the rest of its row then moved (a layout shift of 0.0003,
// e2e/consent.spec.ts). Inline, not an island: the site loads it only where it has a second
// language, and a React island cost every page 0.5 KiB gz of first-load JavaScript with English
// alone (the byte budget, e2e/byte-budget.spec.ts). scripts/host-headers.mjs recognises this exact
// text as the site's own and hashes it into each page's policy.

/** The cookie the language switcher sets; Netlify reads this name itself, vercel.json and nginx too. */
export const LANGUAGE_COOKIE = "nf_lang";

/** A year: a choice made once holds for later visits. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The attribute that marks a language menu: the header's disclosure and the mobile menu's list. */
export const LANGUAGE_MENU_ATTRIBUTE = "data-language-menu";

export const LANGUAGE_LINKS_SCRIPT = [
  "(() => {",
  `const menuOf = (target) => (target instanceof Element ? target.closest("[${LANGUAGE_MENU_ATTRIBUTE}]") : null);`,
  "const point = (menu) => {",
  "const alternates = new Map();",
  `for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) alternates.set(link.hreflang, new URL(link.href).pathname);`,
  'for (const link of menu.querySelectorAll("a[hreflang]")) {',
  'const home = (link.dataset.home ??= link.getAttribute("href"));',
  "link.href = alternates.get(link.hreflang) ?? (link.hreflang === document.documentElement.lang ? location.pathname : home);",
  "}",
  "};",
  "const reach = (event) => {",
  "const menu = menuOf(event.target);",
  "if (menu) point(menu);",
  "};",
  // A details element's toggle does not bubble: it reaches the document while capturing.
  'for (const type of ["pointerover", "focusin", "toggle"]) document.addEventListener(type, reach, true);',
  'document.addEventListener("click", (event) => {',
  "const menu = menuOf(event.target);",
  'const link = menu && event.target.closest("a[hreflang]");',
  "if (!link) return;",
  "point(menu);",
  `document.cookie = "${LANGUAGE_COOKIE}=" + link.hreflang + "; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");`,
  "});",
  `const openMenus = () => document.querySelectorAll("details[${LANGUAGE_MENU_ATTRIBUTE}][open]");`,
  'document.addEventListener("keydown", (event) => {',
  'if (event.key !== "Escape") return;',
  "for (const details of openMenus()) {",
  "details.open = false;",
  'details.querySelector("summary").focus();',
  "}",
  "});",
  'document.addEventListener("pointerdown", (event) => {',
  "for (const details of openMenus()) if (!details.contains(event.target)) details.open = false;",
  "});",
  "})()",
].join("\n");
