import { describe, expect, it } from "vitest";
import {
  clearCategoryStorage,
  cookieDomains,
  cookieNames,
  matchesAny,
  type BrowserStorage,
} from "@/lib/consent/storage-registry";
import { FIRST_TOUCH_KEY } from "@/lib/leads/first-touch";
import { safeStorage } from "@/lib/browser/safe-storage";

/** A cookie jar that behaves like document.cookie for names, Max-Age=0 and Domain. */
function fakeBrowser(hostname: string, cookies: string[], keys: Record<string, string>) {
  const jar = new Map(cookies.map((name) => [name, "1"]));
  const writes: string[] = [];
  const local = new Map(Object.entries(keys));
  const browser: BrowserStorage = {
    document: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      },
      set cookie(value: string) {
        writes.push(value);
        if (/Max-Age=0/.test(value)) jar.delete(value.split("=")[0] as string);
      },
      location: { hostname },
    },
    localStorage: {
      keys: () => [...local.keys()],
      remove: (key: string) => local.delete(key),
    },
  };
  return { browser, jar, local, writes };
}

describe("the storage registry", () => {
  it("matches names exactly or by pattern", () => {
    expect(matchesAny("_ga", ["_ga", /^_ga_/])).toBe(true);
    expect(matchesAny("_ga_ABC123", ["_ga", /^_ga_/])).toBe(true);
    expect(matchesAny("_gat", ["_ga", /^_ga_/])).toBe(false);
    expect(matchesAny("my_ga", ["_ga", /^_ga_/])).toBe(false);
  });

  it("reads cookie names from document.cookie", () => {
    expect(cookieNames("_ga=GA1.1; theme=dark;  _gid=x=y")).toEqual(["_ga", "theme", "_gid"]);
    expect(cookieNames("")).toEqual([]);
  });

  it("expires cookies host-only and on every parent domain", () => {
    expect(cookieDomains("www.stackless.example")).toEqual([
      undefined,
      ".www.stackless.example",
      ".stackless.example",
    ]);
    expect(cookieDomains("localhost")).toEqual([undefined]);
    expect(cookieDomains("127.0.0.1")).toEqual([undefined]);
  });

  it("removes the kept campaign when marketing is withdrawn", () => {
    const { browser, local } = fakeBrowser("www.stackless.example", [], {
      [FIRST_TOUCH_KEY]: "{}",
      "stackless-cookie-consent": "{}",
    });
    clearCategoryStorage("marketing", browser);
    expect([...local.keys()]).toEqual(["stackless-cookie-consent"]);
  });

  it("removes what analytics stored and nothing else", () => {
    const { browser, jar, local, writes } = fakeBrowser(
      "www.stackless.example",
      ["_ga", "_ga_XYZ", "_gid", "_gcl_au", "session"],
      { plausible_ignore: "true", "stackless-cookie-consent": "{}" },
    );
    clearCategoryStorage("analytics", browser);
    expect([...jar.keys()]).toEqual(["_gcl_au", "session"]);
    expect([...local.keys()]).toEqual(["stackless-cookie-consent"]);
    expect(writes).toContain("_ga=; Max-Age=0; Path=/; Domain=.stackless.example");
  });

  it("removes what marketing stored", () => {
    const { browser, jar } = fakeBrowser("stackless.example", ["_ga", "_gcl_au", "_gcl_aw"], {});
    clearCategoryStorage("marketing", browser);
    expect([...jar.keys()]).toEqual(["_ga"]);
  });

  it("never throws when storage is unavailable", () => {
    const { browser } = fakeBrowser("stackless.example", [], {});
    const absent = safeStorage(() => null);
    expect(() =>
      clearCategoryStorage("analytics", { ...browser, localStorage: absent }),
    ).not.toThrow();
    const refusing = safeStorage(() => {
      throw new Error("SecurityError");
    });
    expect(() =>
      clearCategoryStorage("analytics", { ...browser, localStorage: refusing }),
    ).not.toThrow();
  });
});
