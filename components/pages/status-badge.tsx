import type { StatusTone } from "@/lib/status/report";
import { statusToneStyles } from "@/components/pages/status-tones";
import { cn } from "@/components/ui/cn";

/** A coloured dot and a word: the word carries the meaning, the colour repeats it. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  const styles = statusToneStyles[tone];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        styles.badge,
      )}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", styles.dot)} />
      {label}
    </span>
  );
}
