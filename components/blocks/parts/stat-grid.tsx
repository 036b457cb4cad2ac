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
      {/* The figure comes first on screen and the label after it. Reversed, a column packs its
          items from the bottom, so `justify-end` packs them from the top: a card stretched by a
          taller neighbour (a label that wraps once the font is in) keeps its figure where it
          was drawn. */}
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6"
        >
          <dt className="text-sm font-medium text-ink-muted">{stat.label}</dt>
          <dd className="flex flex-col gap-4">
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
