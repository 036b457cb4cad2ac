import { describe, expect, it, vi } from "vitest";
import { IDLE_WAKE_TIMEOUT_MS, WAKE_EVENTS, whenNeeded, type WakeWindow } from "./when-needed";

/** A stand-in for the page: listeners by type, one observer, idle callbacks and timers to run. */
function fakeWindow({ observer = true, idle = true } = {}) {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  const idleCallbacks = new Map<number, () => void>();
  const timers = new Map<number, () => void>();
  let observed: { callback: IntersectionObserverCallback; targets: Element[] } | null = null;
  let disconnected = false;
  let nextId = 1;

  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      observed = { callback, targets: [] };
    }
    observe(target: Element) {
      observed?.targets.push(target);
    }
    disconnect() {
      disconnected = true;
    }
  }

  const win: WakeWindow = {
    addEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
      const set = listeners.get(type) ?? new Set();
      set.add(listener as (event: Event) => void);
      listeners.set(type, set);
    },
    removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.get(type)?.delete(listener as (event: Event) => void);
    },
    IntersectionObserver: observer
      ? (FakeObserver as unknown as typeof IntersectionObserver)
      : undefined,
    requestIdleCallback: idle
      ? (callback) => {
          idleCallbacks.set(nextId, callback);
          return nextId++;
        }
      : undefined,
    cancelIdleCallback: idle ? (handle) => void idleCallbacks.delete(handle) : undefined,
    setTimeout: (callback) => {
      timers.set(nextId, callback);
      return nextId++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };

  return {
    win,
    dispatch(type: string, target: unknown) {
      for (const listener of [...(listeners.get(type) ?? [])]) {
        listener({ type, target } as unknown as Event);
      }
    },
    listening: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    intersect(isIntersecting: boolean) {
      const entries = [{ isIntersecting }] as IntersectionObserverEntry[];
      observed?.callback(entries, {} as IntersectionObserver);
    },
    observedTargets: () => observed?.targets ?? [],
    disconnected: () => disconnected,
    runIdle: () => [...idleCallbacks.values()].forEach((callback) => callback()),
    runTimers: () => [...timers.values()].forEach((callback) => callback()),
  };
}

/** A node whose subtree is itself and `inside`. */
function node(inside: unknown[] = []) {
  const self = {
    contains: (other: unknown) => other === self || inside.includes(other),
  };
  return self as unknown as Element;
}

// Node has no DOM: `within` checks `instanceof Node`, so the tests give it one.
class FakeNode {}
vi.stubGlobal("Node", FakeNode);
const inner = Object.assign(new FakeNode(), {});
const outside = new FakeNode();

describe("whenNeeded", () => {
  it("wakes when a visitor reaches into the island, once, and then stops listening", () => {
    const page = fakeWindow();
    const wake = vi.fn();
    whenNeeded([node([inner])], "visible", wake, page.win);
    expect(page.listening()).toBe(WAKE_EVENTS.length);

    page.dispatch("pointerdown", outside);
    expect(wake).not.toHaveBeenCalled();
    page.dispatch("pointerdown", inner);
    page.dispatch("focusin", inner);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(page.listening()).toBe(0);
    expect(page.disconnected()).toBe(true);
  });

  it.each(WAKE_EVENTS)("%s inside the island wakes it", (type) => {
    const page = fakeWindow();
    const wake = vi.fn();
    whenNeeded([node([inner])], "idle", wake, page.win);
    page.dispatch(type, inner);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("`visible` wakes when the island comes near the viewport, not before", () => {
    const page = fakeWindow();
    const wake = vi.fn();
    const island = node();
    whenNeeded([island], "visible", wake, page.win);
    expect(page.observedTargets()).toEqual([island]);
    page.intersect(false);
    page.runIdle();
    expect(wake).not.toHaveBeenCalled();
    page.intersect(true);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("`idle` wakes on the page's idle callback, with a deadline", () => {
    const page = fakeWindow();
    const wake = vi.fn();
    const requestIdle = vi.spyOn(page.win, "requestIdleCallback");
    whenNeeded([node()], "idle", wake, page.win);
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_WAKE_TIMEOUT_MS,
    });
    page.intersect(true); // no observer was made for `idle`
    expect(wake).not.toHaveBeenCalled();
    page.runIdle();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("without an observer or idle callbacks, wakes from a timer rather than never", () => {
    const page = fakeWindow({ observer: false, idle: false });
    const wake = vi.fn();
    whenNeeded([node()], "visible", wake, page.win);
    expect(wake).not.toHaveBeenCalled();
    page.runTimers();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("stopped before it was needed, it never wakes", () => {
    const page = fakeWindow();
    const wake = vi.fn();
    const stop = whenNeeded([node([inner])], "idle", wake, page.win);
    stop();
    page.dispatch("pointerdown", inner);
    page.runIdle();
    expect(wake).not.toHaveBeenCalled();
    expect(page.listening()).toBe(0);
  });
});
