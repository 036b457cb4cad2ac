import { cn } from "@/components/ui/cn";

/**
 * What changed, one line each (an English file's changes since a translation's version, or the
 * fields a translation lacks): a Markdown body's added lines green, its removed lines red.
 */
export function ChangeList({
  changes,
  className,
  children,
}: {
  changes: readonly string[];
  className?: string;
  /** A line before the changes (what an empty list means). */
  children?: React.ReactNode;
}) {
  return (
    <ul
      className={cn(
        "grid gap-1 font-mono text-xs leading-5 [overflow-wrap:anywhere] text-ink-muted",
        className,
      )}
    >
      {children}
      {changes.map((change, index) => (
        <li
          key={index}
          className={cn(
            change.startsWith("body +") && "text-success-800",
            change.startsWith("body -") && "text-danger-700",
          )}
        >
          {change}
        </li>
      ))}
    </ul>
  );
}
