import { describe, expect, it } from "vitest";
import { mailto } from "@/lib/leads/mailto";

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

  it("keeps the subject on one line and removes bidi controls, so typing reorders nothing", () => {
    const href = mailto("a@b.co", {
      subject: "Hi\r\nBcc: x@evil.example \u202Egpj.exe",
      body: "Line one\nLine \u2067two\u2069 \u05E9\u05DC\u05D5\u05DD",
    });
    const url = new URL(href);
    expect(url.searchParams.get("subject")).toBe("Hi Bcc: x@evil.example gpj.exe");
    expect(url.searchParams.get("body")).toBe("Line one\nLine two \u05E9\u05DC\u05D5\u05DD");
  });

  it("leaves emoji sequences, accents and right-to-left names whole", () => {
    const subject = "Zoë \u{1F469}\u200D\u{1F467} محمد";
    expect(new URL(mailto("a@b.co", { subject })).searchParams.get("subject")).toBe(subject);
  });

  it("composes an e-mail from text holding half an emoji, instead of throwing", () => {
    const href = mailto("a@b.co", { subject: "cut \uD83D", body: "\uDE00 end" });
    expect(new URL(href).searchParams.get("subject")).toBe("cut \uFFFD");
    expect(new URL(href).searchParams.get("body")).toBe("\uFFFD end");
  });
});
