import type { StatusTone } from "@/lib/status";

/** Classes for each status colour (green, yellow, orange, red, blue, grey). */
export const statusToneStyles: Record<
  StatusTone,
  { dot: string; badge: string; banner: string; icon: string; bar: string }
> = {
  green: {
    dot: "bg-emerald-500",
    badge: "bg-emerald-50 text-emerald-800 ring-emerald-600/25",
    banner: "border-emerald-200 bg-emerald-50 text-emerald-950",
    icon: "bg-emerald-600 text-white",
    bar: "fill-emerald-500",
  },
  yellow: {
    dot: "bg-yellow-400",
    badge: "bg-yellow-50 text-yellow-800 ring-yellow-600/30",
    banner: "border-yellow-300 bg-yellow-50 text-yellow-950",
    icon: "bg-yellow-400 text-yellow-950",
    bar: "fill-yellow-400",
  },
  orange: {
    dot: "bg-orange-500",
    badge: "bg-orange-50 text-orange-800 ring-orange-600/25",
    banner: "border-orange-200 bg-orange-50 text-orange-950",
    icon: "bg-orange-500 text-white",
    bar: "fill-orange-500",
  },
  red: {
    dot: "bg-red-600",
    badge: "bg-red-50 text-red-800 ring-red-600/25",
    banner: "border-red-200 bg-red-50 text-red-950",
    icon: "bg-red-600 text-white",
    bar: "fill-red-600",
  },
  blue: {
    dot: "bg-blue-600",
    badge: "bg-blue-50 text-blue-800 ring-blue-600/25",
    banner: "border-blue-200 bg-blue-50 text-blue-950",
    icon: "bg-blue-600 text-white",
    bar: "fill-blue-500",
  },
  grey: {
    dot: "bg-slate-400",
    badge: "bg-slate-100 text-slate-700 ring-slate-500/25",
    banner: "border-slate-200 bg-slate-50 text-slate-900",
    icon: "bg-slate-500 text-white",
    bar: "fill-slate-400",
  },
};
