import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandMarkPath, brandSlug } from "@/lib/brand/brand-marks";

describe("brand marks", () => {
  it("name a brand's file as simple-icons does", () => {
    expect(brandSlug("Google Analytics")).toBe("googleanalytics");
    expect(brandSlug("WhatsApp")).toBe("whatsapp");
    expect(brandSlug("Dev.to")).toBe("devdotto");
    expect(brandSlug("Simple Icons & Co+")).toBe("simpleiconsandcoplus");
    expect(brandSlug("Citroën")).toBe("citroen");
  });

  it("draw the set's mark where it has one, and none where it does not", () => {
    for (const name of ["Stripe", "Zapier", "Google Analytics", "WhatsApp", "HubSpot"]) {
      expect(brandMarkPath(name), name).toMatch(/^M[\d.]/);
    }
    // Withdrawn from simple-icons by their owners, or never in it.
    for (const name of ["LinkedIn", "Slack", "ClickFunnels", "Google My Business"]) {
      expect(brandMarkPath(name), name).toBeNull();
    }
  });

  it("come from the pinned version of the set", () => {
    const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies["simple-icons"]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
