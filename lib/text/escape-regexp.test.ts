import { describe, expect, it } from "vitest";
import { escapeRegExp } from "@/lib/text/escape-regexp";

describe("escapeRegExp", () => {
  it("matches the text as typed, special characters included", () => {
    const text = "$97/month (a+b)? [x] {y} a.b|c ^d \\e *";
    const pattern = new RegExp(`^${escapeRegExp(text)}$`);
    expect(pattern.test(text)).toBe(true);
    expect(pattern.test("$97/month (ab)? [x] {y} aXb|c ^d \\e *")).toBe(false);
  });
});
