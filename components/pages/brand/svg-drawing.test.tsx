import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { xml2js, type Element } from "xml-js";
import { SvgDrawing } from "@/components/pages/brand/svg-drawing";
import { brandDrawings } from "@/components/brand/logo-pack";

const HOSTILE = '<script>alert(1)</script><img src=x onerror="alert(2)">]]>';

/** Every element of an SVG file, read by a strict XML parser (which throws on a broken file). */
function elementsOf(svg: string): { name: string; attributes: string[] }[] {
  const walk = (node: Element): { name: string; attributes: string[] }[] => [
    ...(node.type === "element"
      ? [{ name: node.name ?? "", attributes: Object.keys(node.attributes ?? {}) }]
      : []),
    ...(node.elements ?? []).flatMap(walk),
  ];
  return walk(xml2js(svg) as Element);
}

describe("the brand's drawings with a hostile name", async () => {
  const drawings = await brandDrawings(HOSTILE);

  it("write the name into each file as the <title>'s text", () => {
    for (const [kind, drawing] of Object.entries(drawings)) {
      const elements = elementsOf(drawing.svg);
      expect(
        elements.map((element) => element.name),
        kind,
      ).not.toContain("script");
      expect(
        elements.map((element) => element.name),
        kind,
      ).not.toContain("img");
      expect(
        elements.flatMap((element) => element.attributes),
        kind,
      ).not.toContain("onerror");
      expect(drawing.svg, kind).toContain(
        "<title>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt;]]&gt;</title>",
      );
    }
  });

  it("draw it on a page as text too", () => {
    const markup = renderToStaticMarkup(
      <SvgDrawing drawing={drawings["logo-on-light"].element} aria-hidden="true" />,
    );
    expect(markup).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ 32"/);
    expect(markup).toContain('stroke-width="2"');
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("<img");
    expect(markup).toContain("<title>&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
