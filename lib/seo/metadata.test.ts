import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  documentTitle,
  languageAlternates,
  pageMetadata as metadataOf,
  TITLE_MAX,
  type MetadataSite,
  type PageMetadataInput,
} from "@/lib/seo/metadata";

const site: MetadataSite = {
  name: "Acme",
  tagline: "Tools for everyone",
  origin: "https://www.acme.example",
  locale: "en_US",
};
const pageMetadata = (page: PageMetadataInput) => metadataOf(site, page);

describe("pageMetadata", () => {
  it("makes the canonical URL absolute from the configured origin", () => {
    const meta = pageMetadata({ title: "About", description: "About us.", path: "/about" });
    expect(meta.alternates?.canonical).toBe(`${site.origin}/about`);
    expect(meta.openGraph?.url).toBe(`${site.origin}/about`);
    expect(meta.robots).toBeUndefined();
  });

  it("uses the bare origin for the home page", () => {
    expect(absoluteUrl(site.origin, "/")).toBe(site.origin);
  });

  it("brands a title that fits a search result, and leaves a long one whole", () => {
    const short = pageMetadata({ title: "About", description: "About us.", path: "/about" });
    expect(short.title).toEqual({ absolute: `About | ${site.name}` });
    expect(short.openGraph?.title).toBe(`About | ${site.name}`);
    const long = "A post title long enough that the brand after it would be cut off";
    const meta = pageMetadata({ title: long, description: "A post.", path: "/blog/a" });
    expect(meta.title).toEqual({ absolute: long });
    expect(meta.twitter?.title).toBe(long);
    expect(documentTitle("x".repeat(TITLE_MAX - ` | ${site.name}`.length), site.name)).toHaveLength(
      TITLE_MAX,
    );
  });

  it("leads with the brand on request, in the title and in every preview alike", () => {
    const meta = pageMetadata({ title: "Tagline", brandFirst: true, description: "y", path: "/" });
    const title = `${site.name} - Tagline`;
    expect(meta.title).toEqual({ absolute: title });
    expect(meta.openGraph?.title).toBe(title);
    expect(meta.twitter?.title).toBe(title);
  });

  it("marks pages noindex on request", () => {
    const meta = pageMetadata({ title: "x", description: "y", path: "/gdpr", noIndex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});

describe("a page in a language", () => {
  const page = { title: "About", description: "About us.", path: "/about" } as const;

  it("is canonical at its own address in that language, with its Open Graph locale", () => {
    const meta = pageMetadata({ ...page, locale: "fr", languages: ["en", "fr"] });
    expect(meta.alternates?.canonical).toBe(`${site.origin}/fr/about`);
    expect(meta.openGraph).toMatchObject({
      url: `${site.origin}/fr/about`,
      locale: "fr_FR",
      alternateLocale: ["en_US"],
    });
  });

  it("lists exactly the languages it is published in, itself included, and x-default in English", () => {
    const meta = pageMetadata({ ...page, locale: "de", languages: ["en", "de"] });
    expect(meta.alternates?.languages).toEqual({
      en: `${site.origin}/about`,
      de: `${site.origin}/de/about`,
      "x-default": `${site.origin}/about`,
    });
  });

  it("gives every version of a page the same set, so they are reciprocal", () => {
    const languages = ["en", "fr", "nl"] as const;
    const sets = languages.map(
      (locale) => pageMetadata({ ...page, path: "/", locale, languages }).alternates?.languages,
    );
    expect(sets[1]).toEqual(sets[0]);
    expect(sets[2]).toEqual(sets[0]);
    expect(sets[0]).toMatchObject({
      en: site.origin,
      fr: `${site.origin}/fr`,
      nl: `${site.origin}/nl`,
    });
  });

  it("has no alternates when it is kept out of search results", () => {
    const meta = pageMetadata({ ...page, noIndex: true, locale: "fr", languages: ["en", "fr"] });
    expect(meta.alternates?.languages).toBeUndefined();
  });

  it("is English alone unless said", () => {
    expect(languageAlternates(site.origin, "/blog/a", ["en"])).toEqual({
      en: `${site.origin}/blog/a`,
      "x-default": `${site.origin}/blog/a`,
    });
  });
});
