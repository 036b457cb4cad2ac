import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH } from "@/lib/leads/contact-limits";
import { emailField, isEmailAddress } from "@/lib/leads/email";

describe("isEmailAddress", () => {
  const addresses = [
    " ann.lee@example.com ",
    "a+tag@mail.example.co.uk",
    "",
    "ann",
    "ann@",
    "ann@example",
    "ann lee@example.com",
    "@example.com",
    "a@b.c",
    "a..b@example.com",
    "name@exa_mple.com",
    `${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`,
  ];

  it("accepts real addresses and refuses what is not one", () => {
    expect(isEmailAddress(" ann.lee@example.com ")).toBe(true);
    expect(isEmailAddress("a+tag@mail.example.co.uk")).toBe(true);
    for (const bad of addresses.slice(2)) expect(isEmailAddress(bad), bad).toBe(false);
  });

  it("gives the forms the message for what is wrong", () => {
    const field = emailField({ emailRequired: "required", emailInvalid: "invalid" });
    const message = (value: string) => field.safeParse(value).error?.issues[0]?.message;
    expect(message("  ")).toBe("required");
    expect(message("ann@")).toBe("invalid");
    expect(message(`${"a".repeat(EMAIL_MAX_LENGTH)}@example.com`)).toBe("invalid");
    expect(field.safeParse(" ann.lee@example.com ").data).toBe("ann.lee@example.com");
  });
});
