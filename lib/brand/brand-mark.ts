import { svgMarkup, type SvgElement } from "@/lib/brand/svg-drawing";

/**
 * The brand mark as data: a 32-unit tile in the brand colour with three stacked layers. The
 * header's <BrandMark>, the favicon (public/icon.svg, checked against this in a unit test) and
 * the media kit's logo files all draw it from here.
 */
export const BRAND_MARK = {
  size: 32,
  radius: 8,
  tile: "#5f2ef0",
  top: { d: "M8 12.5 16 8l8 4.5-8 4.5z", fill: "#fff" },
  layers: [
    { d: "m8 16.5 8 4.5 8-4.5", stroke: "#fff", opacity: ".75" },
    { d: "m8 20.5 8 4.5 8-4.5", stroke: "#fff", opacity: ".45" },
  ],
  strokeWidth: 2,
} as const;

/** The mark's shapes as SVG elements (no <svg> wrapper), for files and pages drawn from it. */
export function brandMarkElements(): SvgElement[] {
  const { size, radius, tile, top, layers, strokeWidth } = BRAND_MARK;
  return [
    { tag: "rect", attributes: { width: size, height: size, rx: radius, fill: tile } },
    { tag: "path", attributes: { d: top.d, fill: top.fill } },
    ...layers.map((layer) => ({
      tag: "path",
      attributes: {
        d: layer.d,
        fill: "none",
        stroke: layer.stroke,
        "stroke-opacity": layer.opacity,
        "stroke-width": strokeWidth,
        "stroke-linejoin": "round",
      },
    })),
  ];
}

/** The mark's shapes as SVG markup (no <svg> wrapper). */
export function brandMarkShapes(): string {
  return brandMarkElements().map(svgMarkup).join("");
}
