import { describe, expect, it } from "vitest";
import { legalDocument } from "@/content/legal";
import { siteConfig } from "@/content/site";

const privacyPolicy = legalDocument("privacy-policy");
const text = JSON.stringify(privacyPolicy);

describe("the privacy policy", () => {
  it("names who the cookie banner asks for the visitor's country", () => {
    expect(text).toContain(new URL(siteConfig.geoEndpoint, siteConfig.origin).host);
  });
});
