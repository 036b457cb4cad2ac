import { describe, expect, it } from "vitest";
import { localizedHref, publishedLocales } from "@/components/i18n/published-locales";
import { rolePath, allRoles } from "@/content/roles";

describe("localizedHref", () => {
  it("leaves English links, other sites, e-mails and fragments as they are", () => {
    expect(localizedHref("en", "/about")).toBe("/about");
    for (const href of ["https://example.com/a", "mailto:a@example.com", "#faq", "//cdn.example"]) {
      expect(localizedHref("fr", href)).toBe(href);
    }
  });

  it("points a page of the site at its version in the reader's language, keeping the rest", () => {
    expect(publishedLocales("/about")).toContain("fr");
    expect(localizedHref("fr", "/about")).toBe("/fr/about");
    expect(localizedHref("de", "/about#team")).toBe("/de/about#team");
    expect(publishedLocales("/")).toContain("nl");
    expect(localizedHref("nl", "/?chat=open")).toBe("/nl?chat=open");
    expect(localizedHref("fr", "/about/")).toBe("/fr/about");
  });

  it("keeps the English page where the page is not published in that language", () => {
    const [role] = allRoles();
    const path = rolePath(role!.slug);
    expect(publishedLocales(path)).toEqual(["en"]);
    expect(localizedHref("fr", path)).toBe(path);
    expect(localizedHref("fr", "/no-such-page")).toBe("/no-such-page");
  });
});
