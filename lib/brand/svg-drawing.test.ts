import { describe, expect, it } from "vitest";
import { escapeXml, svgMarkup } from "@/lib/brand/svg-drawing";

describe("svgMarkup", () => {
  it("writes elements with their attributes and children", () => {
    expect(
      svgMarkup({
        tag: "svg",
        attributes: { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 2 2" },
        children: [
          { tag: "title", children: ["Acme"] },
          { tag: "rect", attributes: { width: 2 } },
        ],
      }),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><title>Acme</title><rect width="2"/></svg>',
    );
  });

  it("keeps a value from content text: no element, attribute or CDATA end comes from it", () => {
    const name = `<script>alert(1)</script><img src=x onerror="a()">]]>'&amp;`;
    const svg = svgMarkup({
      tag: "svg",
      attributes: { "aria-label": name },
      children: [{ tag: "title", children: [name] }],
    });
    expect(svg).toBe(
      '<svg aria-label="&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;a()&quot;&gt;]]&gt;&apos;&amp;amp;">' +
        "<title>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;a()&quot;&gt;]]&gt;&apos;&amp;amp;</title></svg>",
    );
  });

  it("drops what XML cannot hold, so the file stays well-formed", () => {
    expect(escapeXml("a\u0000b\u0008c\tok")).toBe("abc\tok");
  });

  it("refuses a tag or attribute name that is not a name", () => {
    expect(() => svgMarkup({ tag: "svg onload=a()" })).toThrow("not an SVG name");
    expect(() => svgMarkup({ tag: "svg", attributes: { 'x="1" onload': "a()" } })).toThrow(
      "not an SVG name",
    );
  });
});
