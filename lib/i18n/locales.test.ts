import { describe, expect, it } from "vitest";
import {
  defaultLocale,
  isLocale,
  pathLocale,
  languageNames,
  localePath,
  locales,
  sitePath,
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

  it("is what the browser shows for the path English pages are rendered at", () => {
    expect(sitePath("/en/about")).toBe("/about");
    expect(sitePath("/en")).toBe("/");
    expect(sitePath("/en#pricing")).toBe("/#pricing");
    expect(sitePath("/fr/about")).toBe("/fr/about");
    expect(sitePath("/about")).toBe("/about");
    // A page whose name starts like the code is not under it.
    expect(sitePath("/enterprise")).toBe("/enterprise");
  });
});

describe("the language switcher's facts", () => {
  it("name every language in itself", () => {
    expect(Object.keys(languageNames)).toEqual([...locales]);
  });
});

describe("pathLocale", () => {
  it("reads a page's language from its address, English without a prefix", () => {
    expect(pathLocale("/fr")).toBe("fr");
    expect(pathLocale("/de/vs-clickfunnels")).toBe("de");
    expect(pathLocale("/nl#pricing")).toBe("nl");
    expect(pathLocale("/")).toBe("en");
    expect(pathLocale("/frequently-asked")).toBe("en");
    expect(pathLocale("/xx/about")).toBe("en");
  });
});
