import { describe, expect, it } from "vitest";
import {
  EARLY_CLICK_MAX_WAIT,
  EARLY_CLICK_TTL,
  EARLY_CLICKS_SCRIPT,
  HYDRATED_PREFIX,
} from "@/lib/browser/early-clicks.mjs";

type Button = {
  form: object | null;
  type: string;
  attributes: Set<string>;
  clicks: number;
  /** The events the script sent it, by type. */
  sent: string[];
  closest: (selector: string) => Button | null;
  hasAttribute: (name: string) => boolean;
  click: () => void;
  dispatchEvent: (event: { type: string; bubbles: boolean }) => boolean;
  [key: string]: unknown;
};

/** Runs the inline script against a small stand-in for the page, the way a browser would. */
function page() {
  const htmlAttributes = new Set<string>();
  let now = 0;
  let timers: Array<{ at: number; run: () => void }> = [];
  let listener: ((event: object) => void) | undefined;
  new Function(
    "document",
    "addEventListener",
    "setTimeout",
    "Date",
    "MouseEvent",
    EARLY_CLICKS_SCRIPT,
  )(
    { documentElement: { hasAttribute: (name: string) => htmlAttributes.has(name) } },
    (type: string, handler: (event: object) => void, capture: boolean) => {
      expect([type, capture]).toEqual(["click", true]);
      listener = handler;
    },
    (run: () => void, delay: number) => timers.push({ at: now + delay, run }),
    { now: () => now },
    class {
      constructor(
        public type: string,
        init: { bubbles: boolean },
      ) {
        expect(init.bubbles).toBe(true);
      }
    },
  );

  function button({
    type = "button",
    form = null as object | null,
    attributes = [] as string[],
  } = {}) {
    const element: Button = {
      form,
      type,
      attributes: new Set(attributes),
      clicks: 0,
      sent: [],
      closest: (selector) => (selector === "button" ? element : null),
      hasAttribute: (name) => element.attributes.has(name),
      click: () => element.clicks++,
      dispatchEvent: (event) => {
        element.sent.push(event.type);
        return true;
      },
    };
    return element;
  }

  return {
    button,
    /** A visitor's click: whether the script held it from the page's own handlers. */
    click(target: { closest: (selector: string) => Button | null }) {
      let held = false;
      listener!({
        target,
        preventDefault: () => (held = true),
        stopImmediatePropagation: () => expect(held).toBe(true),
      });
      return held;
    },
    /** React hydrates the button (the mark it leaves on every element it has hydrated). */
    hydrate(element: Button) {
      element[`${HYDRATED_PREFIX}x1y2`] = {};
    },
    pageHydrated: () => htmlAttributes.add("data-hydrated"),
    wait(ms: number) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
      }
      now = until;
    },
  };
}

describe("early clicks", () => {
  it("holds a click on a button React has not hydrated and makes it once the button is", () => {
    const site = page();
    const tab = site.button();
    expect(site.click(tab)).toBe(true);
    site.wait(1_000);
    expect(tab.clicks).toBe(0);
    site.pageHydrated();
    site.wait(1_000);
    expect(tab.clicks).toBe(0);
    site.hydrate(tab);
    site.wait(100);
    expect(tab.clicks).toBe(1);
    site.wait(5_000);
    expect(tab.clicks).toBe(1);
  });

  it("waits for the page to report itself hydrated, not just the button", () => {
    const site = page();
    const menu = site.button();
    site.click(menu);
    site.hydrate(menu);
    site.wait(1_000);
    expect(menu.clicks).toBe(0);
    site.pageHydrated();
    site.wait(100);
    expect(menu.clicks).toBe(1);
  });

  it("lets a click on a hydrated button through untouched", () => {
    const site = page();
    const tab = site.button();
    site.hydrate(tab);
    site.pageHydrated();
    expect(site.click(tab)).toBe(false);
    site.wait(1_000);
    expect(tab.clicks).toBe(0);
  });

  it("leaves alone what the browser does without React", () => {
    const site = page();
    const form = {};
    expect(site.click(site.button({ type: "submit", form }))).toBe(false);
    expect(site.click(site.button({ type: "reset", form }))).toBe(false);
    expect(site.click(site.button({ attributes: ["popovertarget"] }))).toBe(false);
    expect(site.click(site.button({ attributes: ["commandfor"] }))).toBe(false);
    expect(site.click({ closest: () => null })).toBe(false);
    // A button outside a form does nothing by itself, whatever its type.
    expect(site.click(site.button({ type: "submit" }))).toBe(true);
  });

  it("makes a button's held clicks once, and different buttons' in the order clicked", () => {
    const site = page();
    const order: string[] = [];
    const menu = site.button();
    const chat = site.button();
    menu.click = () => order.push("menu");
    chat.click = () => order.push("chat");
    site.click(menu);
    site.click(chat);
    site.click(menu);
    site.pageHydrated();
    site.hydrate(menu);
    site.hydrate(chat);
    site.wait(100);
    expect(order).toEqual(["chat", "menu"]);
  });

  it("asks React to hydrate a held button's part first, once the page has hydrated", () => {
    const site = page();
    const tab = site.button();
    site.click(tab);
    site.wait(1_000);
    expect(tab.sent).toEqual([]);
    site.pageHydrated();
    site.wait(1_000);
    // Once: React hydrates that part next, and its own event replay hands the mouseover on.
    expect(tab.sent).toEqual(["mouseover"]);
    site.hydrate(tab);
    site.wait(100);
    expect(tab.clicks).toBe(1);
  });

  it("asks nothing of a button that hydrated with the page", () => {
    const site = page();
    const menu = site.button();
    site.click(menu);
    site.hydrate(menu);
    site.pageHydrated();
    site.wait(100);
    expect(menu.clicks).toBe(1);
    expect(menu.sent).toEqual([]);
  });

  it("keeps a held click however long the page takes to hydrate", () => {
    const site = page();
    const chat = site.button();
    site.click(chat);
    site.wait(EARLY_CLICK_TTL * 2);
    site.pageHydrated();
    site.wait(EARLY_CLICK_TTL - 1_000);
    site.hydrate(chat);
    site.wait(100);
    expect(chat.clicks).toBe(1);
  });

  it("drops a held click whose button has not hydrated long after the page did", () => {
    const site = page();
    const tab = site.button();
    site.click(tab);
    site.wait(1_000);
    site.pageHydrated();
    site.wait(EARLY_CLICK_TTL + 100);
    site.hydrate(tab);
    site.wait(1_000);
    expect(tab.clicks).toBe(0);
  });

  it("stops waiting on a page that has not hydrated a minute after the click", () => {
    const site = page();
    const chat = site.button();
    site.click(chat);
    site.wait(EARLY_CLICK_MAX_WAIT + 100);
    site.pageHydrated();
    site.hydrate(chat);
    site.wait(1_000);
    expect(chat.clicks).toBe(0);
  });
});
