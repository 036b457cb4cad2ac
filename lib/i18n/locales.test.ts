import { describe, expect, it } from "vitest";
import { LANGUAGE_COOKIE as HOSTS_COOKIE } from "@/scripts/host-headers.mjs";
import {
  defaultLocale,
  isLocale,
  LANGUAGE_COOKIE,
  languageNames,
  localePath,
  locales,
  splitLocalePath,
} from "@/lib/i18n/locales";

describe("the site's languages", () => {
  it("are English first, then French, Dutch and German, with plain codes", () => {
    expect(locales).toEqual(["en", "fr", "nl", "de"]);
    expect(defaultLocale).toBe("en");
  });

  it("know their own codes only", () => {
    expect(isLocale("fr")).toBe(true);
    for (const value of ["FR", "fr-BE", "es", "", undefined, 3])
      expect(isLocale(value)).toBe(false);
  });
});

describe("a page's address in a language", () => {
  it("keeps English unprefixed and puts the others under their code", () => {
    expect(localePath("en", "/about")).toBe("/about");
    expect(localePath("en", "/")).toBe("/");
    expect(localePath("fr", "/about")).toBe("/fr/about");
    expect(localePath("de", "/blog/some-post")).toBe("/de/blog/some-post");
  });

  it("gives a home without a trailing slash, and keeps a section or query", () => {
    expect(localePath("nl", "/")).toBe("/nl");
    expect(localePath("fr", "/#pricing")).toBe("/fr#pricing");
    expect(localePath("fr", "/?q=a")).toBe("/fr?q=a");
    expect(localePath("fr", "/about#team")).toBe("/fr/about#team");
  });

  it("splits back into its language and path", () => {
    expect(splitLocalePath("/fr/about")).toEqual({ locale: "fr", path: "/about" });
    expect(splitLocalePath("/fr")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocalePath("/en/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocalePath("/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
    // A page whose name starts like a code is not in that language.
    expect(splitLocalePath("/frames")).toEqual({ locale: "en", path: "/frames" });
    expect(splitLocalePath("/es/about")).toEqual({ locale: "en", path: "/es/about" });
  });

  it("round-trips every language", () => {
    for (const locale of locales) {
      for (const path of ["/", "/about", "/blog/a-post"] as const) {
        expect(splitLocalePath(localePath(locale, path))).toEqual({ locale, path });
      }
    }
  });
});

describe("the language switcher's facts", () => {
  it("name every language in itself", () => {
    expect(Object.keys(languageNames)).toEqual([...locales]);
  });

  it("remember a choice in the cookie the host rules read", () => {
    expect(LANGUAGE_COOKIE).toBe(HOSTS_COOKIE);
  });
});
