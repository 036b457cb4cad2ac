// An inline script in every page's <head> that keeps a visitor's early clicks. Until React has
// hydrated a button, clicking it does nothing: before the framework's scripts run no handler is
// there, and afterwards React drops a click on a part it has not hydrated yet (a block in its own
// `<Activity>`, an island whose code is still downloading). Measured at 4x CPU, 390 px, clicks
// made as soon as the button showed (a throwaway Playwright loop, 2026-11-29): the chat button
// lost 1 click of 3, the FAQ's chat button 2 of 3, a feature tab 3 of 3, the phone menu 2 of 3.
//
// This script takes such a click on the way down and holds it. It clicks the button again once
// React has hydrated it and the page has reported itself hydrated (`<html data-hydrated>`,
// components/layout/hydration-signal.tsx), and both still hold at its next look 50 ms later, so
// the effects of the render that hydrated it have had time to run. The chat opens, the tab is
// chosen, the menu unfolds: late, but at the first click. A button clicked twice while held is
// clicked once; a held click older than ten seconds is dropped rather than done long after. What
// the browser does without React is left alone: links, a form's submit and reset buttons,
// popover and command buttons.
//
// React marks each element it has hydrated with an own property named `__reactFiber$…`
// (react-dom's ReactDOMComponentTree; its developer tools read the same mark). React has no
// public signal for it, and no library replays clicks made before hydration for React (Angular's
// event replay does it for Angular). e2e/slow-cpu.spec.ts holds the framework's scripts, clicks,
// then lets them run; e2e/islands.spec.ts checks that every button of a page is hydrated in the
// end, so none is held for good. Plain JavaScript, so scripts/host-headers.mjs reads the same
// text the pages carry and allows it by its hash.

/** The own-property prefix React gives each element it has hydrated. */
export const HYDRATED_PREFIX = "__reactFiber$";

/** How long a held click is kept, in milliseconds. */
export const EARLY_CLICK_TTL = 10_000;

export const EARLY_CLICKS_SCRIPT = `(function(){var r=document.documentElement,q=[],t=0;function held(b){return!(r.hasAttribute("data-hydrated")&&Object.keys(b).some(function(k){return k.indexOf("${HYDRATED_PREFIX}")===0}))}function flush(){t=0;var n=Date.now();q=q.filter(function(e){return n-e.at<${EARLY_CLICK_TTL}});while(q.length&&q[0].ok&&!held(q[0].b))q.shift().b.click();q.forEach(function(e){e.ok=!held(e.b)});if(q.length)t=setTimeout(flush,50)}addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b||b.form&&b.type!=="button"||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor")||!held(b))return;e.preventDefault();e.stopImmediatePropagation();q=q.filter(function(x){return x.b!==b});q.push({b:b,at:Date.now()});t||(t=setTimeout(flush,50))},true)})()`;
