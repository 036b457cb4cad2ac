/** When an island that waits is woken: near the viewport, or once the page is idle. */
export type WakeMode = "visible" | "idle";

/** An island this far below (or above) the viewport is woken before it scrolls in. */
const WAKE_MARGIN = "400px";

/** `idle` islands wake at the latest this long after the page asked, idle or not. */
export const IDLE_WAKE_TIMEOUT_MS = 2500;

/**
 * Events that show a visitor reaching for an island. `pointerdown` and `keydown` come before the
 * `click` they make; the others earlier still (a hover, a tab into it).
 */
export const WAKE_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
] as const;

/** The parts of `window` the wiring uses, so a test can hand in its own. */
export type WakeWindow = Pick<Window, "addEventListener" | "removeEventListener"> & {
  IntersectionObserver?: typeof IntersectionObserver;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

/** Whether `target` is inside one of `nodes` (the island's top-level DOM nodes). */
function within(nodes: readonly Node[], target: EventTarget | null): boolean {
  return target instanceof Node ? nodes.some((node) => node.contains(target)) : false;
}

/**
 * Calls `wake` once, the first time the island made of `nodes` is needed: when a visitor reaches
 * for it (hover, touch, focus, a key), and, by `mode`, when it comes within WAKE_MARGIN of the
 * viewport or when the page is idle. The events are heard on `window` in the capture phase, before
 * React's own listeners, so the island is awake when React handles the click they lead to.
 * Returns a function that stops listening.
 */
export function whenNeeded(
  nodes: readonly Element[],
  mode: WakeMode,
  wake: () => void,
  win: WakeWindow = window,
): () => void {
  const cleanups: (() => void)[] = [];
  let done = false;
  const stop = () => {
    cleanups.splice(0).forEach((cleanup) => cleanup());
  };
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    wake();
  };

  const onEvent = (event: Event) => {
    if (within(nodes, event.target)) fire();
  };
  for (const type of WAKE_EVENTS) {
    win.addEventListener(type, onEvent, { capture: true, passive: true });
    cleanups.push(() => win.removeEventListener(type, onEvent, { capture: true }));
  }

  if (mode === "visible" && win.IntersectionObserver) {
    const observer = new win.IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fire();
      },
      { rootMargin: `${WAKE_MARGIN} 0px` },
    );
    nodes.forEach((node) => observer.observe(node));
    cleanups.push(() => observer.disconnect());
  } else if (mode === "idle" && win.requestIdleCallback && win.cancelIdleCallback) {
    const cancel = win.cancelIdleCallback;
    const handle = win.requestIdleCallback(fire, { timeout: IDLE_WAKE_TIMEOUT_MS });
    cleanups.push(() => cancel(handle));
  } else {
    // No observer or no idle callback (an old browser): wake after the page's own work.
    const handle = win.setTimeout(fire, mode === "idle" ? IDLE_WAKE_TIMEOUT_MS : 0);
    cleanups.push(() => win.clearTimeout(handle));
  }
  return () => {
    done = true;
    stop();
  };
}
