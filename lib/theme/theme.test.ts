import { describe, expect, it } from "vitest";
import { THEME_SCRIPT, THEME_STORAGE_KEY } from "@/lib/theme/theme-script.mjs";

type Listener = (event: Record<string, unknown>) => void;

/** Runs the inline script against a small stand-in for the page, the way a browser would. */
function page(stored: string | null, storage: "works" | "throws" = "works") {
  const values = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const classes = new Set<string>();
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const fire = (type: string, event: Record<string, unknown> = {}) =>
    listeners[type]?.forEach((listener) => listener(event));
  const radios = ["system", "light", "dark"].map((value) => ({
    value,
    checked: value === "system",
    closest: (selector: string) => (selector === "[data-theme-switch]" ? {} : null),
  }));
  const guard = <T>(action: () => T) => {
    if (storage === "throws") throw new Error("SecurityError");
    return action();
  };
  const localStorage = {
    getItem: (key: string) => guard(() => values.get(key) ?? null),
    setItem: (key: string, value: string) => guard(() => values.set(key, value)),
    removeItem: (key: string) => guard(() => values.delete(key)),
  };
  const document = {
    documentElement: {
      classList: {
        add: (name: string) => classes.add(name),
        remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
      },
    },
    addEventListener: on,
    querySelectorAll: () => radios,
  };
  new Function("document", "localStorage", "addEventListener", THEME_SCRIPT)(
    document,
    localStorage,
    on,
  );
  const checked = () => radios.find((radio) => radio.checked)?.value;
  const choose = (value: string) =>
    fire("change", { target: radios.find((r) => r.value === value) });
  return { classes: () => [...classes], values, fire, checked, choose };
}

describe("the inline script: theme before the first paint", () => {
  it("applies a stored light or dark choice, and nothing else", () => {
    expect(page("dark").classes()).toEqual(["dark"]);
    expect(page("light").classes()).toEqual(["light"]);
    expect(page(null).classes()).toEqual([]);
    expect(page("x onload=alert(1)").classes()).toEqual([]);
  });

  it("never throws where storage is blocked, and follows the system", () => {
    const blocked = page("dark", "throws");
    expect(blocked.classes()).toEqual([]);
    blocked.choose("dark");
    expect(blocked.classes()).toEqual([]);
  });
});

describe("the inline script: the footer's control", () => {
  it("checks the stored choice once the page is read", () => {
    const dark = page("dark");
    expect(dark.checked()).toBe("system");
    dark.fire("DOMContentLoaded");
    expect(dark.checked()).toBe("dark");
    const corrupt = page("purple");
    corrupt.fire("DOMContentLoaded");
    expect(corrupt.checked()).toBe("system");
  });

  it("stores and applies a choice; the system's is stored as nothing", () => {
    const visitor = page(null);
    visitor.choose("dark");
    expect(visitor.values.get(THEME_STORAGE_KEY)).toBe("dark");
    expect(visitor.classes()).toEqual(["dark"]);
    visitor.choose("light");
    expect(visitor.classes()).toEqual(["light"]);
    visitor.choose("system");
    expect(visitor.values.has(THEME_STORAGE_KEY)).toBe(false);
    expect(visitor.classes()).toEqual([]);
  });

  it("ignores a change outside the control", () => {
    const visitor = page(null);
    visitor.fire("change", { target: { value: "dark", closest: () => null } });
    expect(visitor.values.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it("follows a choice made in another tab", () => {
    const visitor = page(null);
    visitor.values.set(THEME_STORAGE_KEY, "dark");
    visitor.fire("storage", { key: THEME_STORAGE_KEY });
    expect(visitor.classes()).toEqual(["dark"]);
    expect(visitor.checked()).toBe("dark");
  });
});

describe("the inline script: header menus", () => {
  function menu(open: boolean) {
    const panel = {
      hidden: false,
      matches: (selector: string) => selector === ":popover-open" && open,
      hidePopover() {
        panel.hidden = true;
      },
    };
    return panel;
  }

  it("closes an open menu when one of its links is followed", () => {
    const visitor = page(null);
    const panel = menu(true);
    const link = { closest: (selector: string) => (selector === "[popover]" ? panel : null) };
    visitor.fire("click", { target: { closest: () => link } });
    expect(panel.hidden).toBe(true);
  });

  it("leaves menus alone on any other click", () => {
    const visitor = page(null);
    visitor.fire("click", { target: { closest: () => null } });
    visitor.fire("click", { target: {} });
    const closed = menu(false);
    const link = { closest: () => closed };
    visitor.fire("click", { target: { closest: () => link } });
    expect(closed.hidden).toBe(false);
  });
});
