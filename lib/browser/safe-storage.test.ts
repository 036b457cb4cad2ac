import { describe, expect, it } from "vitest";
import { localStore, readJson, safeStorage } from "@/lib/browser/safe-storage";

/** An in-memory Storage; `hostile` makes every method throw as a blocked storage does. */
function memoryStorage(hostile = false): Storage {
  const data = new Map<string, string>();
  const guard = () => {
    if (hostile) throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    get length() {
      guard();
      return data.size;
    },
    key: (index) => (guard(), [...data.keys()][index] ?? null),
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, value)),
    removeItem: (key) => (guard(), void data.delete(key)),
    clear: () => (guard(), data.clear()),
  };
}

describe("safeStorage", () => {
  it("reads, writes, lists and removes like the storage it wraps", () => {
    const backing = memoryStorage();
    const store = safeStorage(() => backing);
    expect(store.set("a", "1")).toBe(true);
    expect(store.set("b", "2")).toBe(true);
    expect(store.get("a")).toBe("1");
    expect(store.keys()).toEqual(["a", "b"]);
    expect(store.remove("a")).toBe(true);
    expect(store.get("a")).toBeNull();
    expect(store.keys()).toEqual(["b"]);
  });

  it("never throws from a storage whose every call throws", () => {
    const backing = memoryStorage(true);
    const store = safeStorage(() => backing);
    expect(store.get("a")).toBeNull();
    expect(store.set("a", "1")).toBe(false);
    expect(store.remove("a")).toBe(false);
    expect(store.keys()).toEqual([]);
  });

  it("never throws when the storage itself cannot be opened or is absent", () => {
    const blocked = safeStorage(() => {
      throw new DOMException("Access is denied", "SecurityError");
    });
    expect(blocked.get("a")).toBeNull();
    expect(blocked.set("a", "1")).toBe(false);
    expect(blocked.remove("a")).toBe(false);
    expect(blocked.keys()).toEqual([]);
    expect(safeStorage(() => null).set("a", "1")).toBe(false);
  });

  it("is safe to call where there is no window (a server render)", () => {
    expect(localStore.get("a")).toBeNull();
    expect(localStore.set("a", "1")).toBe(false);
  });
});

describe("readJson", () => {
  it("reads a stored JSON value, and nothing from no value or a corrupt one", () => {
    expect(readJson('{"a":[1]}')).toEqual({ a: [1] });
    expect(readJson(null)).toBeUndefined();
    expect(readJson("")).toBeUndefined();
    expect(readJson("{")).toBeUndefined();
    expect(readJson("undefined")).toBeUndefined();
  });
});
