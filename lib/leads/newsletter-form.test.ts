import { describe, expect, it } from "vitest";
import { validateNewsletter } from "@/lib/leads/newsletter-form";

const messages = { emailRequired: "required", emailInvalid: "invalid" };

describe("validateNewsletter", () => {
  it("accepts and trims a valid address", () => {
    expect(validateNewsletter({ email: " sam@shop.example " }, messages)).toEqual({
      success: true,
      data: { email: "sam@shop.example" },
    });
  });

  it("tells a missing address from a malformed one", () => {
    expect(validateNewsletter({ email: " " }, messages)).toEqual({
      success: false,
      errors: { email: "required" },
    });
    expect(validateNewsletter({ email: "sam@shop" }, messages)).toEqual({
      success: false,
      errors: { email: "invalid" },
    });
  });

  it("counts an address of invisible characters as missing, and trims a pasted one", () => {
    expect(validateNewsletter({ email: "\u200B\u2063" }, messages)).toEqual({
      success: false,
      errors: { email: "required" },
    });
    expect(validateNewsletter({ email: "\u200Bsam@shop.example\uFEFF" }, messages)).toEqual({
      success: true,
      data: { email: "sam@shop.example" },
    });
  });
});
