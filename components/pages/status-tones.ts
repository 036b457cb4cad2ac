import type { StatusTone } from "@/lib/status/report";

/** Classes for each status colour (green, yellow, orange, red, blue, grey). */
export const statusToneStyles: Record<
  StatusTone,
  { dot: string; badge: string; banner: string; icon: string; bar: string }
> = {
  green: {
    dot: "bg-success-500",
    badge: "bg-success-50 text-success-800 ring-success-600/25",
    banner: "border-success-200 bg-success-50 text-success-950",
    icon: "bg-success-600 text-on-fill",
    bar: "fill-success-500",
  },
  yellow: {
    dot: "bg-warning-400",
    badge: "bg-warning-50 text-warning-800 ring-warning-600/30",
    banner: "border-warning-300 bg-warning-50 text-warning-950",
    icon: "bg-warning-400 text-warning-950",
    bar: "fill-warning-400",
  },
  orange: {
    dot: "bg-alert-500",
    badge: "bg-alert-50 text-alert-800 ring-alert-600/25",
    banner: "border-alert-200 bg-alert-50 text-alert-950",
    icon: "bg-alert-500 text-on-fill",
    bar: "fill-alert-500",
  },
  red: {
    dot: "bg-danger-600",
    badge: "bg-danger-50 text-danger-800 ring-danger-600/25",
    banner: "border-danger-200 bg-danger-50 text-danger-950",
    icon: "bg-danger-600 text-on-fill",
    bar: "fill-danger-600",
  },
  blue: {
    dot: "bg-accent-600",
    badge: "bg-accent-50 text-accent-800 ring-accent-600/25",
    banner: "border-accent-200 bg-accent-50 text-accent-950",
    icon: "bg-accent-600 text-on-fill",
    bar: "fill-accent-500",
  },
  grey: {
    dot: "bg-ink-faint",
    badge: "bg-surface-sunken text-ink-muted ring-ink-subtle/25",
    banner: "border-line bg-surface-muted text-ink",
    icon: "bg-ink-subtle text-on-fill",
    bar: "fill-ink-faint",
  },
};
