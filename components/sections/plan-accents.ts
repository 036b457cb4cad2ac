import type { AccentColor } from "@/content/plans";

/** Tailwind classes per plan accent, written out in full so Tailwind generates them. */
export const planAccents: Record<
  AccentColor,
  { dot: string; text: string; soft: string; border: string; button: string; check: string }
> = {
  emerald: {
    dot: "bg-emerald-500",
    text: "text-emerald-700",
    soft: "bg-emerald-50",
    border: "border-emerald-200",
    button:
      "bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700 shadow-sm",
    check: "text-emerald-600",
  },
  accent: {
    dot: "bg-accent-500",
    text: "text-accent-700",
    soft: "bg-accent-50",
    border: "border-accent-200",
    button:
      "bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600 shadow-md shadow-accent-600/25",
    check: "text-accent-600",
  },
  amber: {
    dot: "bg-amber-500",
    text: "text-amber-800",
    soft: "bg-amber-50",
    border: "border-amber-200",
    button: "bg-amber-700 text-white hover:bg-amber-800 focus-visible:outline-amber-700 shadow-sm",
    check: "text-amber-600",
  },
  rose: {
    dot: "bg-rose-500",
    text: "text-rose-700",
    soft: "bg-rose-50",
    border: "border-rose-200",
    button: "bg-rose-700 text-white hover:bg-rose-800 focus-visible:outline-rose-700 shadow-sm",
    check: "text-rose-600",
  },
};
