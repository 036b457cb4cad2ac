import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  GEO_FAILURE_MESSAGE,
  lookupCountry,
  type GeoLookupOptions,
} from "@/lib/consent/geo-lookup";
import { safeStorage } from "@/lib/browser/safe-storage";

const ENDPOINT = "https://geo.example/json/";
const CACHE_KEY = "test-country";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key: string) => data.get(key) ?? null,
    set: (key: string, value: string) => {
      data.set(key, value);
      return true;
    },
  };
}

function setup(fetchImpl: GeoLookupOptions["fetch"], cache = memoryStorage()) {
  const warn = vi.fn();
  const fetchMock = vi.fn(fetchImpl);
  const options: GeoLookupOptions = {
    endpoint: ENDPOINT,
    timeoutMs: 3000,
    cacheKey: CACHE_KEY,
    cache,
    fetch: fetchMock as unknown as typeof fetch,
    warn,
  };
  return { options, warn, fetchMock, cache };
}

const json = (body: unknown, init?: ResponseInit) => async () => Response.json(body, init);

describe("lookupCountry", () => {
  it("reads country_code with no credentials and no referrer", async () => {
    const { options, warn, fetchMock, cache } = setup(json({ country_code: "fr", city: "Paris" }));
    await expect(lookupCountry(options)).resolves.toBe("FR");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: "GET",
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(warn).not.toHaveBeenCalled();
    expect(cache.data.get(CACHE_KEY)).toBe("FR");
  });

  it("asks once per session: a cached answer skips the request", async () => {
    const { options, fetchMock } = setup(json({}), memoryStorage({ [CACHE_KEY]: "DE" }));
    await expect(lookupCountry(options)).resolves.toBe("DE");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("works without sessionStorage", async () => {
    const { options } = setup(json({ country_code: "US" }));
    const blocked = safeStorage(() => {
      throw new Error("SecurityError");
    });
    await expect(lookupCountry({ ...options, cache: blocked })).resolves.toBe("US");
  });

  describe.each([
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a non-2xx status", json({ country_code: "US" }, { status: 429 })],
    ["a server error", async () => new Response("oops", { status: 503 })],
    ["a body that is not JSON", async () => new Response("<html>", { status: 200 })],
    ["JSON without country_code", json({ country: "US" })],
    ["a country_code that is not a string", json({ country_code: 840 })],
    ["a country_code that is null", json({ country_code: null })],
    ["a country_code that is no code", json({ country_code: "Unknown" })],
    ["JSON that is not an object", json("US")],
  ])("on %s", (_name, fetchImpl) => {
    it("answers null (show the banner), logs once and remembers the failure", async () => {
      const { options, warn, fetchMock } = setup(fetchImpl as GeoLookupOptions["fetch"]);
      await expect(lookupCountry(options)).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(GEO_FAILURE_MESSAGE);

      await expect(lookupCountry(options)).resolves.toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe("on a timeout", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    /** A fetch that never answers unless its signal aborts, like a hung connection. */
    const hanging: GeoLookupOptions["fetch"] = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      });

    it("aborts after 3 s, answers null and logs once", async () => {
      const { options, warn, fetchMock } = setup(hanging);
      const result = lookupCountry(options);
      await vi.advanceTimersByTimeAsync(2999);
      const signal = (fetchMock.mock.calls[0]?.[1] as RequestInit).signal as AbortSignal;
      expect(signal.aborted).toBe(false);
      expect(warn).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(signal.aborted).toBe(true);
      await expect(result).resolves.toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(GEO_FAILURE_MESSAGE);
    });

    it("does not log when the answer comes in time", async () => {
      const { options, warn } = setup(async () => Response.json({ country_code: "NO" }));
      const result = lookupCountry(options);
      await vi.advanceTimersByTimeAsync(5000);
      await expect(result).resolves.toBe("NO");
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
