// An inline script in every page's <head>: it applies the visitor's stored theme
// before the first paint (a stored "dark" never flashes light), wires the footer's theme control
// (components/layout/theme-switch.tsx: checks the stored choice, stores and applies a new one, in
// every open tab), and closes a header menu (a native popover) when one of its links is followed,
// as a client-side navigation keeps the header and the browser alone would leave it open. Inline
// rather than a client island: it must run before paint anyway, and this way the control's words
// and icons are HTML and the behaviour adds no first-load JavaScript to any page. The page's
// Content-Security-Policy allows it by its hash; scripts/host-headers.mjs recognises it by this
// exact text. A stored value this site did not write reads as "system".
// Plain JavaScript, so the build's scripts read the same text the pages carry.

/** Where the choice is stored: "light" or "dark"; absent means the system's. */
export const THEME_STORAGE_KEY = "theme";

export const THEME_SCRIPT = `(function(){var d=document,r=d.documentElement,k="${THEME_STORAGE_KEY}";function g(){try{var t=localStorage.getItem(k);return t==="light"||t==="dark"?t:"system"}catch(e){return"system"}}function a(t){r.classList.remove("light","dark");if(t!=="system")r.classList.add(t)}function s(t){d.querySelectorAll("[data-theme-switch] input").forEach(function(i){i.checked=i.value===t})}a(g());d.addEventListener("DOMContentLoaded",function(){s(g())});d.addEventListener("change",function(e){var i=e.target;if(!i.closest||!i.closest("[data-theme-switch]"))return;try{i.value==="system"?localStorage.removeItem(k):localStorage.setItem(k,i.value)}catch(x){}a(g())});addEventListener("storage",function(e){if(e.key===k){a(g());s(g())}});d.addEventListener("click",function(e){var l=e.target.closest&&e.target.closest("[popover] a"),p=l&&l.closest("[popover]");if(p&&p.matches(":popover-open"))p.hidePopover()})})()`;
