import { describe, expect, it } from "vitest";
import { fieldErrors, firstInvalidField } from "@/lib/leads/form-errors";

describe("fieldErrors", () => {
  it("keeps the first message of each field", () => {
    expect(
      fieldErrors([
        { path: ["email"], message: "Enter your email" },
        { path: ["email"], message: "Enter a valid email" },
        { path: ["message"], message: "Write a message" },
      ]),
    ).toEqual({ email: "Enter your email", message: "Write a message" });
  });
});

describe("firstInvalidField", () => {
  it("follows the reading order, not the order of the errors", () => {
    const order = ["firstName", "email", "message"] as const;
    expect(firstInvalidField(order, { message: "x", email: "y" })).toBe("email");
    expect(firstInvalidField(order, {})).toBeUndefined();
  });
});
