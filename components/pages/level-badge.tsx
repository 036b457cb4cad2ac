import { cn } from "@/components/ui/cn";

const levelStyle: Record<string, string> = {
  Beginner: "bg-success-50 text-success-800 ring-success-200",
  Intermediate: "bg-accent-50 text-accent-800 ring-accent-200",
  Advanced: "bg-danger-50 text-danger-800 ring-danger-200",
  "All levels": "bg-brand-50 text-brand-800 ring-brand-200",
};

/** A level the content names that has no colour of its own: neutral, still AA contrast. */
const otherLevelStyle = "bg-surface-sunken text-ink ring-line-strong";

/**
 * A course level, coloured from easy (emerald) to hard (rose): `level` as the page's language
 * writes it, `tone` the level's English name, which picks the colour in every language.
 */
export function LevelBadge({ level, tone = level }: { level: string; tone?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        levelStyle[tone] ?? otherLevelStyle,
      )}
    >
      {level}
    </span>
  );
}
