/**
 * Web Storage that never throws. Browsers throw from `window.localStorage` itself (storage
 * blocked), from `setItem` (quota, private modes) and from any call a privacy extension wraps;
 * an island must lose the value, not the page.
 */
export type SafeStorage = {
  get: (key: string) => string | null;
  /** False when the browser refused the write. */
  set: (key: string, value: string) => boolean;
  /** False when the browser refused the removal. */
  remove: (key: string) => boolean;
  /** Every key stored, or none when the storage cannot be read. */
  keys: () => string[];
};

/** Wraps the storage `open` returns; `open` runs on every call, so it may throw or be absent. */
export function safeStorage(open: () => Storage | null | undefined): SafeStorage {
  function attempt<T>(action: (storage: Storage) => T, fallback: T): T {
    try {
      const storage = open();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  }

  return {
    get: (key) => attempt((storage) => storage.getItem(key), null),
    set: (key, value) =>
      attempt((storage) => {
        storage.setItem(key, value);
        return true;
      }, false),
    remove: (key) =>
      attempt((storage) => {
        storage.removeItem(key);
        return true;
      }, false),
    keys: () =>
      attempt((storage) => {
        const keys: string[] = [];
        for (let index = 0; index < storage.length; index++) {
          const key = storage.key(index);
          if (key !== null) keys.push(key);
        }
        return keys;
      }, []),
  };
}

export const localStore = safeStorage(() => window.localStorage);
export const sessionStore = safeStorage(() => window.sessionStorage);

/**
 * A stored value read as JSON: undefined when nothing is stored or it is not JSON. Never
 * throws; what it returns is still to be checked, as anything a visitor can edit.
 */
export function readJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
