import { describe, expect, it } from "vitest";
import { siteConfig } from "@/content/site";
import { absoluteUrl, pageMetadata } from "@/lib/metadata";

describe("pageMetadata", () => {
  it("makes the canonical URL absolute from the configured origin", () => {
    const meta = pageMetadata({ title: "About", description: "About us.", path: "/about" });
    expect(meta.alternates?.canonical).toBe(`${siteConfig.origin}/about`);
    expect(meta.openGraph?.url).toBe(`${siteConfig.origin}/about`);
    expect(meta.robots).toBeUndefined();
  });

  it("uses the bare origin for the home page", () => {
    expect(absoluteUrl("/")).toBe(siteConfig.origin);
  });

  it("marks pages noindex on request", () => {
    const meta = pageMetadata({ title: "x", description: "y", path: "/gdpr", noIndex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});
