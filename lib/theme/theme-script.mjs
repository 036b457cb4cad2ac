// The visitor's theme choice, applied before the first paint. An inline script in every page's
// <head>, so a stored "dark" never flashes light; the page's Content-Security-Policy allows it by
// its hash, and scripts/host-headers.mjs recognises it by this exact text. With no choice stored
// (or a value this site did not write) it does nothing and the stylesheet follows the system.
// Plain JavaScript, so the build's scripts read the same text the pages carry.

/** Where the choice is stored: "light" or "dark"; absent means the system's. */
export const THEME_STORAGE_KEY = "theme";

export const THEME_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.classList.add(t)}catch(e){}`;
