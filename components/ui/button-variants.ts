import { cva, type VariantProps } from "class-variance-authority";
import { forcedColorsBoundary } from "@/components/ui/forced-colors";

// Kept apart from button.tsx so client islands can style links as buttons without pulling in
// tailwind-merge (about 7 KiB gz); islands join classes with clsx.
// `btn` is the base's layout, weight and states (app/globals.css). The text size and the icon
// sizing stay utilities, which resolve against the sizes' and an icon's own classes as before.
export const buttonVariants = cva(
  "btn text-sm [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: [
          "bg-brand-600 text-white shadow-sm hover:bg-brand-700 focus-visible:outline-brand-600",
          forcedColorsBoundary,
        ],
        outline:
          "border border-line bg-surface text-ink shadow-sm hover:border-slate-300 hover:bg-surface-muted",
        ghost: "text-ink hover:bg-surface-sunken",
        /** The brand's button on a dark band: white, so it leads there as violet does on white. */
        inverse: [
          "bg-white text-brand-700 shadow-md shadow-brand-950/30 hover:bg-brand-50 focus-visible:outline-white",
          forcedColorsBoundary,
        ],
      },
      size: {
        default: "h-10 px-4",
        sm: "h-9 px-3 text-[13px]",
        lg: "h-12 px-6 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
