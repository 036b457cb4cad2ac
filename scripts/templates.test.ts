import { describe, expect, it } from "vitest";
import { defaultLocale, locales } from "@/lib/i18n/locales";
import { templateRoutes } from "@/scripts/templates.mjs";

describe("the routes the heavy gates load", () => {
  const routes = [
    "/",
    "/about",
    "/blog/a",
    "/blog/b",
    "/help-center/x",
    "/webinar",
    "/fr",
    "/fr/about",
    "/fr/blog/a",
    "/fr/blog/b",
    "/fr/webinar",
    "/de/blog/a",
  ];
  const bytes: Record<string, number> = {
    "/blog/a": 2,
    "/blog/b": 3,
    "/fr/blog/a": 5,
    "/fr/blog/b": 1,
  };
  const chosen = templateRoutes(routes, (route) => bytes[route] ?? 1, new Set(["/webinar"]));

  it("take every hand-made page in every language", () => {
    expect(chosen).toEqual(expect.arrayContaining(["/", "/about", "/fr", "/fr/about"]));
  });

  it("take one page of each template in each language, the largest", () => {
    expect(chosen).toEqual([
      "/",
      "/about",
      "/blog/b",
      "/help-center/x",
      "/webinar",
      "/fr",
      "/fr/about",
      "/fr/blog/a",
      "/fr/webinar",
      "/de/blog/a",
    ]);
  });

  it("know every language of the site", () => {
    for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
      const posts = [`/${locale}/blog/a`, `/${locale}/blog/b`];
      expect(templateRoutes(posts, () => 1)).toEqual([`/${locale}/blog/a`]);
    }
  });
});
