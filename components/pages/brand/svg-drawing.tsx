import { createElement, type ReactNode, type SVGProps } from "react";
import type { SvgElement } from "@/lib/brand/svg-drawing";

/** SVG's attribute names as React writes them: `stroke-width` is `strokeWidth`. */
const reactName = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function draw({ tag, attributes = {}, children = [] }: SvgElement, extra?: object): ReactNode {
  const props = Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [reactName(name), value]),
  );
  return createElement(
    tag,
    { ...props, ...extra },
    ...children.map((child) => (typeof child === "string" ? child : draw(child))),
  );
}

/**
 * A drawing of the brand (components/brand/logo-pack.tsx) drawn by React, which writes every value of it as
 * text: the brand's name in its <title> never becomes markup on the page.
 */
export function SvgDrawing({
  drawing,
  ...props
}: { drawing: SvgElement } & SVGProps<SVGSVGElement>) {
  return draw(drawing, props);
}
