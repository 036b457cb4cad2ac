import { describe, expect, it } from "vitest";
import { Check } from "lucide";
import { svgMarkup, type SvgNode } from "./svg-markup";

// components/ui/icon.test.tsx checks every icon's markup against lucide's own rendering.
describe("svgMarkup", () => {
  it("writes each shape as React writes it, with an end tag and in the attributes' order", () => {
    expect(svgMarkup(Check)).toBe('<path d="M20 6 9 17l-5-5"></path>');
    const shapes: SvgNode[] = [
      ["rect", { x: 4, y: 8.5, width: 60, height: 20, rx: 6, class: "fill-brand-300" }],
      ["circle", { cx: 1, cy: 2, r: 3, fill: "none", "stroke-width": 2, stroke: undefined }],
    ];
    expect(svgMarkup(shapes)).toBe(
      '<rect x="4" y="8.5" width="60" height="20" rx="6" class="fill-brand-300"></rect>' +
        '<circle cx="1" cy="2" r="3" fill="none" stroke-width="2"></circle>',
    );
  });

  it("escapes every value, so none can leave its attribute", () => {
    const markup = svgMarkup([["path", { d: `"><script>alert(1)</script><path d='&` }]]);
    expect(markup).toBe(
      '<path d="&quot;>&lt;script>alert(1)&lt;/script>&lt;path d=\'&amp;"></path>',
    );
    expect(markup).not.toContain("<script");
  });

  it("refuses a tag or attribute that is not a plain name", () => {
    expect(() => svgMarkup([["script><img", {}]])).toThrow(/"script><img" is not a name/);
    expect(() => svgMarkup([["path", { "d onload": "x" }]])).toThrow(/"d onload" is not a name/);
    expect(() => svgMarkup([["path", { 'd="" x': "1" }]])).toThrow(/is not a name/);
  });
});
