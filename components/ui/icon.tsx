import type { SVGProps } from "react";
import type { IconNode } from "lucide";
import { svgMarkup } from "@/lib/brand/svg-markup";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** The drawing, from lib/brand/icons.ts. */
  icon: IconNode;
  /** Width and height in CSS pixels (24 by default; most icons are sized with a `size-*` class). */
  size?: number | string;
};

/**
 * A lucide icon drawn as plain SVG, in server and client components alike. A plain component on
 * purpose: lucide-react's icons are client components (a `"use client"` module), so each one a
 * server component drew travelled in the page's RSC payload and hydrated in the browser (209 on
 * the home page). Hidden from assistive technology unless labelled.
 *
 * Lucide's drawing attributes (24 px, no fill, a round 2 px stroke in the text colour) are the
 * `.icon` rule in app/globals.css, not attributes on each icon: the home page draws over 200
 * icons, and each copy of them, in the HTML and again in the RSC payload, was 230 bytes longer.
 * `size-*`, `fill-*` and `stroke-*` classes override the rule, and so do `size` and
 * `strokeWidth` here (as inline style: an SVG attribute would lose to the rule).
 *
 * The drawing's shapes are the `<svg>`'s inner HTML (lib/brand/svg-markup.ts), so React hydrates
 * an icon as one element instead of one per shape.
 */
export function Icon({ icon, size, strokeWidth, className, style, ...props }: IconProps) {
  const labelled = Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
  // Props left unset are not passed at all: a server component's `undefined` still travels in the
  // page's RSC payload ("$undefined"), twice per icon, and the home page draws over 200 of them.
  const hidden = labelled ? {} : { "aria-hidden": true as const };
  const custom = size !== undefined || strokeWidth !== undefined;
  const styled = custom
    ? { style: { width: size, height: size, strokeWidth, ...style } }
    : style
      ? { style }
      : {};
  return (
    <svg
      viewBox="0 0 24 24"
      {...hidden}
      className={className ? `icon ${className}` : "icon"}
      {...styled}
      {...props}
      dangerouslySetInnerHTML={{ __html: svgMarkup(icon) }}
    />
  );
}
