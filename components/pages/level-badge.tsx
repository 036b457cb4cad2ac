import { cn } from "@/lib/cn";

const levelStyle: Record<string, string> = {
  Beginner: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Intermediate: "bg-accent-50 text-accent-800 ring-accent-200",
  Advanced: "bg-rose-50 text-rose-800 ring-rose-200",
  "All levels": "bg-brand-50 text-brand-800 ring-brand-200",
};

/** A level the content names that has no colour of its own: neutral, still AA contrast. */
const otherLevelStyle = "bg-slate-100 text-slate-800 ring-slate-300";

/** A course level, coloured from easy (emerald) to hard (rose). */
export function LevelBadge({ level }: { level: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        levelStyle[level] ?? otherLevelStyle,
      )}
    >
      {level}
    </span>
  );
}
