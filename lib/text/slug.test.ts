import { describe, expect, it } from "vitest";
import { slugify } from "@/lib/text/slug";

describe("slugify", () => {
  it("keeps letters and digits, joined by single hyphens", () => {
    expect(slugify("UX/UI Designer")).toBe("ux-ui-designer");
    expect(slugify("  Fees & Billing! ")).toBe("fees-billing");
    expect(slugify("Tomás Ferreira")).toBe("tomas-ferreira");
  });
});
