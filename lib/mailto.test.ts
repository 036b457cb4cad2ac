import { describe, expect, it } from "vitest";
import { mailto } from "@/lib/mailto";

describe("mailto", () => {
  it("is the bare address without fields", () => {
    expect(mailto("support@example.com")).toBe("mailto:support@example.com");
  });

  it("encodes subject and body so spaces, ampersands and line breaks survive", () => {
    expect(mailto("a@b.co", { subject: "Apply: UX/UI Designer & more", body: "Hi\nthere" })).toBe(
      "mailto:a@b.co?subject=Apply%3A%20UX%2FUI%20Designer%20%26%20more&body=Hi%0Athere",
    );
  });

  it("leaves out empty fields", () => {
    expect(mailto("a@b.co", { subject: "", body: "x" })).toBe("mailto:a@b.co?body=x");
  });
});
