import { createElement, type ReactElement, type SVGProps } from "react";
import type { LucideIconData } from "lucide-react";

export type IconProps = SVGProps<SVGSVGElement> & {
  /** Width and height in CSS pixels (24 by default; most icons are sized with a `size-*` class). */
  size?: number | string;
};

export type Icon = ((props: IconProps) => ReactElement) & { displayName: string };

/**
 * A lucide icon drawn as plain SVG elements. lucide-react's own components are client components
 * (a `"use client"` module, for its context provider), so each one in a server component becomes
 * a client reference: its props travel in the page's RSC payload and React renders and hydrates
 * it in the browser - 209 of them on the home page. These render on the server like any other
 * markup: the same drawing and stroke attributes as lucide-react's `<svg>`, hidden from assistive
 * technology unless labelled, without its `lucide-*` class names and `xmlns` (which inline SVG
 * does not need). They work in client components as well.
 */
export function staticIcon(data: LucideIconData): Icon {
  const viewBox = `0 0 ${data.size ?? 24} ${data.size ?? 24}`;
  function StaticIcon({ size = 24, strokeWidth = 2, children, ...props }: IconProps) {
    const labelled = Object.entries(props).some(
      ([name, value]) =>
        (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
    );
    return (
      <svg
        width={size}
        height={size}
        viewBox={viewBox}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled || children ? undefined : true}
        {...props}
      >
        {data.node.map(([tag, attributes]) => createElement(tag, attributes))}
        {children}
      </svg>
    );
  }
  StaticIcon.displayName = `Icon(${data.name})`;
  return StaticIcon;
}
