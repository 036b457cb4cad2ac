import type { IconName } from "@/content/icons";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import { cn } from "@/components/ui/cn";

type Stat = { value: string; label: string; icon: IconName };

/** Headline figures as a definition list: the label names the value for screen readers. */
export function StatGrid({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl
      aria-label={label}
      className={cn(
        "grid gap-4",
        stats.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 lg:grid-cols-4",
      )}
    >
      {/* The figure comes first on screen and the label after it, while the markup keeps the
          label first, as a definition list must. The figure's row is held at its height (the
          badge 2.75rem, the gap 1rem, a line of the figure 2.25rem, 2.5rem from sm) so that a
          label painted before its figure has arrived is not pushed down when it does; packed
          from the top, a card stretched by a taller neighbour (a label that wraps) keeps its
          figure where it was drawn. */}
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="grid grid-rows-[minmax(6rem,auto)_auto] content-start gap-1 rounded-2xl border border-line bg-surface p-5 shadow-card sm:grid-rows-[minmax(6.25rem,auto)_auto] sm:p-6"
        >
          <dt className="row-start-2 text-sm font-medium text-ink-muted">{stat.label}</dt>
          <dd className="row-start-1 flex flex-col gap-4">
            <IconBadge icon={stat.icon} />
            <span className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {stat.value}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
