import { cva } from "class-variance-authority";
import { forcedColorsBoundary } from "@/components/ui/forced-colors";

/**
 * The button looks client islands draw (the menu, the consent banner, forms, the calculator):
 * the everyday three of the nine (components/ui/button-variants.ts builds on these). Islands import
 * this, not the nine: the menu's bundle loads on every page, and the other six looks' classes
 * would weigh on every page's first-load budget (docs/performance.md#what-code-comments-point-to).
 */
export const everydayLooks = {
  /** The main action of a view: one per screen, in the brand's violet. */
  default: [
    "bg-brand-600 text-on-fill shadow-sm hover:bg-brand-deep-700 focus-visible:outline-brand-600",
    forcedColorsBoundary,
  ],
  /** A second action beside the main one. */
  outline:
    "border border-line bg-surface text-ink shadow-sm hover:border-line-strong hover:bg-surface-muted",
  /** A toolbar or icon action: no box until the pointer is on it. */
  ghost: "text-ink hover:bg-surface-sunken",
};

export const buttonSizes = {
  /** Most buttons: 40 px tall. */
  default: "h-10 px-4",
  /** Dense places: cards, tables, toolbars. */
  sm: "h-9 px-3 text-[13px]",
  /** A section's or a page's main call to action. */
  lg: "h-12 px-6 text-base",
  /** A square for an icon alone; it needs an accessible name. */
  icon: "size-10",
};

// `btn` is the base's layout, weight and states (app/globals.css). The text size and the icon
// sizing stay utilities, which resolve against the sizes' and an icon's own classes.
export const buttonBase = "btn text-sm [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

// Kept apart from button.tsx so islands can style links as buttons without pulling in
// tailwind-merge (about 7 KiB gz); islands join classes with clsx.
export const buttonVariants = cva(buttonBase, {
  variants: { variant: everydayLooks, size: buttonSizes },
  defaultVariants: { variant: "default", size: "default" },
});
