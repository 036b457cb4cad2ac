import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  documentTitle,
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
