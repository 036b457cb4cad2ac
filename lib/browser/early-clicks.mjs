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
// clicked once. What the browser does without React is left alone: links, a form's submit and
// reset buttons, popover and command buttons.
//
// Once the page has hydrated, a button still waiting is in a part React hydrates last (an
// `<Activity>` is hydrated at its lowest priority, in page order). The script then sends the
// button a `mouseover`, which React takes as the visitor's interest in that part and hydrates it
// next (selective hydration; no island here listens for mouseover). Measured at 8x CPU with `/`'s
// scripts held until the FAQ's "Live Chat Now" was clicked (a throwaway Playwright test, three
// loads each): the FAQ's button hydrated 3.5-10 s after the page without it, 1.0-1.3 s with it.
//
// A held click is dropped once it has waited ten seconds since the page hydrated (and since the
// click): a part that has not hydrated by then (an island whose code failed to download) is not
// waited on for good, and nothing is done long after the page answered. The time before the page
// hydrates does not count: nothing on it could answer yet, so the visitor is still waiting for
// what they asked (counted from the click, a phone that took ten seconds to hydrate lost it).
// A page that has not hydrated a minute after the click is taken for one that never will.
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

/** How long a held click is kept once the page has hydrated, in milliseconds. */
export const EARLY_CLICK_TTL = 10_000;

/**
 * How long a held click is kept at most, in milliseconds: a page that never hydrates (its
 * scripts failed to download) is not watched for good.
 */
export const EARLY_CLICK_MAX_WAIT = 60_000;

export const EARLY_CLICKS_SCRIPT = `(function(){var r=document.documentElement,q=[],t=0;function up(){return r.hasAttribute("data-hydrated")}function held(b){return!(up()&&Object.keys(b).some(function(k){return k.indexOf("${HYDRATED_PREFIX}")===0}))}function flush(){t=0;var n=Date.now(),h=up();q=q.filter(function(e){h||(e.at=n);return n-e.at<${EARLY_CLICK_TTL}&&n-e.c<${EARLY_CLICK_MAX_WAIT}});while(q.length&&q[0].ok&&!held(q[0].b))q.shift().b.click();q.forEach(function(e){e.ok=!held(e.b);e.ok||e.asked||!h||(e.asked=1,e.b.dispatchEvent(new MouseEvent("mouseover",{bubbles:true})))});if(q.length)t=setTimeout(flush,50)}addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b||b.form&&b.type!=="button"||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor")||!held(b))return;e.preventDefault();e.stopImmediatePropagation();q=q.filter(function(x){return x.b!==b});q.push({b:b,at:Date.now(),c:Date.now()});t||(t=setTimeout(flush,50))},true)})()`;
