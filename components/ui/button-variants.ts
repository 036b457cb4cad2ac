import { cva, type VariantProps } from "class-variance-authority";
import { forcedColorsBoundary } from "@/components/ui/forced-colors";
import { buttonBase, buttonSizes, everydayLooks } from "@/components/ui/island-button-variants";

/**
 * Nine looks and four sizes, each with what it is for; the block library's Buttons block
 * (/block-library) shows them all.
 * Server components draw from here; client islands from island-button-variants.ts (the
 * everyday three, which these build on), to keep the other six out of every page's bundle.
 */
const variant = {
  default: everydayLooks.default,
  /** An action that deletes or cannot be undone. */
  destructive: [
    "bg-danger-600 text-on-fill shadow-sm hover:bg-danger-600/90 focus-visible:outline-danger-600",
    forcedColorsBoundary,
  ],
  outline: everydayLooks.outline,
  /** A quieter filled action, such as one in a card or a list of several. */
  secondary: [
    "bg-brand-50 text-brand-800 hover:bg-brand-100 focus-visible:outline-brand-600",
    forcedColorsBoundary,
  ],
  ghost: everydayLooks.ghost,
  /** An action inside or beside text, drawn as a link. */
  link: "text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-brand-600",
  /** An upgrade or a featured offer: at most one in a view. */
  premium: [
    "bg-gradient-to-r from-brand-600 to-accent-600 text-on-fill shadow-md shadow-brand-600/25 hover:from-brand-deep-700 hover:to-accent-600/90 focus-visible:outline-brand-600",
    forcedColorsBoundary,
  ],
  /** The lead action on a dark band: white, so it leads there as violet does on white. */
  cta: [
    "bg-on-fill text-brand-deep-700 shadow-md shadow-brand-deep-950/30 hover:bg-brand-tint-50 focus-visible:outline-on-fill",
    forcedColorsBoundary,
  ],
  /** Talking to sales about the largest plan: dark and calm beside the brand's colours. */
  enterprise: [
    "bg-ink text-surface shadow-sm hover:bg-ink/85 focus-visible:outline-ink",
    forcedColorsBoundary,
  ],
};

export const buttonVariants = cva(buttonBase, {
  variants: { variant, size: buttonSizes },
  defaultVariants: { variant: "default", size: "default" },
});

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
export type ButtonVariant = keyof typeof variant;
export type ButtonSize = keyof typeof buttonSizes;

/** Every look and size by name; default, outline and ghost are described in island-button-variants.ts. */
export const BUTTON_VARIANTS = Object.keys(variant) as [ButtonVariant, ...ButtonVariant[]];
export const BUTTON_SIZES = Object.keys(buttonSizes) as [ButtonSize, ...ButtonSize[]];
