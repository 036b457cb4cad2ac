import { describe, expect, it } from "vitest";
import { publishedLocales } from "@/components/i18n/published-locales";
import { consentContentIn } from "@/content/consent";
import { findLegalDocument } from "@/content/legal";
import { navigationIn } from "@/content/navigation";
import { rolePath, allRoles } from "@/content/roles";
import { GDPR_TARGET } from "@/content/routes";
import { pathInLocale } from "@/content/translations";
import { defaultLocale, localePath, locales } from "@/lib/i18n/locales";

describe("pathInLocale", () => {
  it("leaves English links, other sites, e-mails and fragments as they are", () => {
    expect(pathInLocale("en", "/about")).toBe("/about");
    for (const href of ["https://example.com/a", "mailto:a@example.com", "#faq", "//cdn.example"]) {
      expect(pathInLocale("fr", href)).toBe(href);
    }
  });

  it("points a page of the site at its version in the reader's language, keeping the rest", () => {
    expect(publishedLocales("/about")).toContain("fr");
    expect(pathInLocale("fr", "/about")).toBe("/fr/about");
    expect(pathInLocale("de", "/about#team")).toBe("/de/about#team");
    expect(publishedLocales("/")).toContain("nl");
    expect(pathInLocale("nl", "/?chat=open")).toBe("/nl?chat=open");
    expect(pathInLocale("fr", "/about/")).toBe("/fr/about");
  });

  it("keeps the English page where the page is not published in that language", () => {
    const [role] = allRoles();
    const path = rolePath(role!.slug);
    expect(publishedLocales(path)).toEqual(["en"]);
    expect(pathInLocale("fr", path)).toBe(path);
    expect(pathInLocale("fr", "/no-such-page")).toBe("/no-such-page");
  });
});

describe("a link to a redirect of the site on a translated page", () => {
  const others = locales.filter((locale) => locale !== defaultLocale);

  it("lands on a section the policy in the page's language has", () => {
    const [path, fragment] = GDPR_TARGET.split("#");
    for (const locale of others) {
      const policy = findLegalDocument(path!.slice(1), locale);
      expect(policy, `the privacy policy in ${locale}`).toBeDefined();
      const ids = policy!.sections.map((section) => section.id);
      // The footer's link and the cookie banner's, as the content writes them.
      const gdprLinks = [
        ...navigationIn(locale).legal.flatMap((item) =>
          "href" in item && item.href?.startsWith("/gdpr") ? [item.href] : [],
        ),
        consentContentIn(locale).summary.gdprLink.href,
      ];
      expect(gdprLinks, locale).toHaveLength(2);
      for (const href of gdprLinks) {
        for (const resolved of [pathInLocale(locale, href)]) {
          const [page, id] = resolved.split("#");
          expect(page, `${href} on a ${locale} page`).toBe(
            localePath(locale, path as `/${string}`),
          );
          expect(ids, `${resolved}: the section of the ${locale} policy`).toContain(id);
          expect(id).toBe(fragment);
        }
      }
    }
  });

  it("keeps the redirect's own address in English", () => {
    expect(pathInLocale("en", "/gdpr")).toBe("/gdpr");
  });
});
