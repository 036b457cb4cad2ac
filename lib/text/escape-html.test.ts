import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/lib/text/escape-html";

describe("escapeHtml", () => {
  it("turns markup into the text it spells", () => {
    expect(escapeHtml(`<img src=x onerror="alert(1)"> & ]]>`)).toBe(
      `&lt;img src=x onerror="alert(1)"&gt; &amp; ]]&gt;`,
    );
  });

  it("escapes an ampersand once, before the rest", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
});
