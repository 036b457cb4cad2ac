import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH } from "@/lib/contact-limits";
import { isEmailAddress } from "@/lib/email";

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

  it("agrees with the forms' zod rule on every sample", () => {
    const formRule = z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH), z.email());
    for (const address of addresses) {
      expect(isEmailAddress(address), address).toBe(formRule.safeParse(address).success);
    }
  });
});
