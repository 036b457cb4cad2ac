import type { AccentColor } from "@/content/plans";

/**
 * Each plan's accent, as the small mark of its plan: the rule atop its card and the dot beside
 * its name. Buttons, the recommended plan and ticks take the brand colour, never an accent.
 * Written out in full so Tailwind generates them.
 */
export const planAccents: Record<AccentColor, { dot: string; rule: string }> = {
  emerald: { dot: "bg-success-500", rule: "bg-success-500" },
  accent: { dot: "bg-accent-500", rule: "bg-accent-500" },
  amber: { dot: "bg-warning-500", rule: "bg-warning-500" },
  rose: { dot: "bg-danger-500", rule: "bg-danger-500" },
};
