import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type IconProps = SVGProps<SVGSVGElement> & {
  /** The drawing, from lib/icons. */
  icon: IconNode;
  /** Width and height in CSS pixels (24 by default; most icons are sized with a `size-*` class). */
  size?: number | string;
};

/**
 * A lucide icon drawn as plain SVG, in server and client components alike. A plain component on
 * purpose: lucide-react's icons are client components (a `"use client"` module), so each one a
 * server component drew travelled in the page's RSC payload and hydrated in the browser (209 on
 * the home page). Lucide's stroke attributes; hidden from assistive technology unless labelled.
 */
export function Icon({ icon, size = 24, strokeWidth = 2, children, ...props }: IconProps) {
  const labelled = Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={labelled || children ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      {children}
    </svg>
  );
}
