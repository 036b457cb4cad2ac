import type { AccentColor } from "@/content/plans";

/** Tailwind classes per plan accent, written out in full so Tailwind generates them. */
export const planAccents: Record<
  AccentColor,
  { dot: string; text: string; soft: string; border: string; button: string; check: string }
> = {
  emerald: {
    dot: "bg-success-500",
    text: "text-success-700",
    soft: "bg-success-50",
    border: "border-success-200",
    button:
      "bg-success-700 text-on-fill hover:bg-success-800 focus-visible:outline-success-700 shadow-sm",
    check: "text-success-600",
  },
  accent: {
    dot: "bg-accent-500",
    text: "text-accent-700",
    soft: "bg-accent-50",
    border: "border-accent-200",
    button:
      "bg-accent-600 text-on-fill hover:bg-accent-700 focus-visible:outline-accent-600 shadow-md shadow-accent-600/25",
    check: "text-accent-600",
  },
  amber: {
    dot: "bg-warning-500",
    text: "text-warning-800",
    soft: "bg-warning-50",
    border: "border-warning-200",
    button:
      "bg-warning-700 text-on-fill hover:bg-warning-800 focus-visible:outline-warning-700 shadow-sm",
    check: "text-warning-600",
  },
  rose: {
    dot: "bg-danger-500",
    text: "text-danger-700",
    soft: "bg-danger-50",
    border: "border-danger-200",
    button:
      "bg-danger-700 text-on-fill hover:bg-danger-800 focus-visible:outline-danger-700 shadow-sm",
    check: "text-danger-600",
  },
};
