import type { CSSProperties } from "react";
import { Icon } from "@/components/ui/icon";
import { CircleCheck } from "@/lib/brand/icons";
import { shownRoadmap, type RoadmapContent } from "@/content/roadmap";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/components/ui/cn";
import { formatPeriod } from "@/lib/dates/dated";
import { fillTemplate } from "@/lib/text/fill-template";
import { roadmapHeadingKey, roadmapYears, type RoadmapStatus } from "@/lib/dates/roadmap";
import { ROADMAP_STAGGER_S } from "@/lib/browser/timings";

/** A scroll-driven entrance starts later in the card's entry by the same stagger. */
const SCROLL_STAGGER_PERCENT_PER_SECOND = 40;

function entranceStyle(delay: number) {
  return {
    "--entrance-delay": `${delay}s`,
    "--entrance-start": `${delay * SCROLL_STAGGER_PERCENT_PER_SECOND}%`,
  } as CSSProperties;
}

/** A category is a neutral tag: the status beside it carries the colour. */
const categoryClasses = "bg-surface-sunken text-ink-muted ring-line";

const statusClasses: Record<RoadmapStatus, string> = {
  shipped: "bg-success-50 text-success-800 ring-success-200",
  "in progress": "bg-accent-50 text-accent-800 ring-accent-200",
  planned: "bg-surface text-ink-muted ring-line",
};

/**
 * The roadmap on the build date (lib/dates/roadmap.ts): recently shipped items, then what is being
 * built, each with its month or quarter unless that would show a past date as the future.
 * Nothing to show (every item long shipped or overdue), no section.
 */
export function RoadmapSection({
  roadmap,
  quarter,
  locale,
}: {
  roadmap: RoadmapContent;
  /** How a quarter is written: "Q{quarter} {year}". */
  quarter: string;
  /** The page's language, in which months are written. */
  locale: string;
}) {
  const shown = shownRoadmap(undefined, roadmap);
  const years = roadmapYears(shown);
  if (!years) return null;
  const statusLabel: Record<RoadmapStatus, string> = {
    shipped: roadmap.status.shipped,
    "in progress": roadmap.status.inProgress,
    planned: roadmap.status.planned,
  };
  const yearText =
    years.from === years.to
      ? String(years.from)
      : fillTemplate(roadmap.years, { from: String(years.from), to: String(years.to) });
  return (
    <section id="roadmap" aria-labelledby="roadmap-heading" className="py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="roadmap-heading"
          eyebrow={fillTemplate(roadmap.eyebrow, { years: yearText })}
          heading={roadmap.heading[roadmapHeadingKey(shown)]}
          intro={roadmap.intro}
        />
        {/* A row that scrolls sideways on a phone, as the plan cards do; a grid from sm, one row
            of three on a wide screen. */}
        <ol
          // On a phone the row scrolls: the keyboard reaches it (its cards hold no link).
          tabIndex={0}
          aria-labelledby="roadmap-heading"
          className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:mt-10 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
        >
          {shown.map(({ item, period, dated }, index) => (
            <li
              key={item.title}
              data-roadmap-item=""
              data-status={item.status}
              style={entranceStyle(index * ROADMAP_STAGGER_S)}
              className={cn(
                "flex w-[80%] max-w-xs shrink-0 snap-center flex-col rounded-2xl border border-line bg-surface p-5 shadow-card sm:w-auto sm:max-w-none",
                // Rises into place as it scrolls into view where the browser can tie it to
                // scrolling, otherwise on load; it never fades, so it reads before it arrives.
                // The delay staggers the cards. Off under reduced motion.
                "motion-safe:animate-[rise_0.6s_cubic-bezier(0.16,1,0.3,1)_var(--entrance-delay)_both]",
                "motion-safe:supports-[animation-timeline:view()]:[animation-timeline:view()]",
                "motion-safe:supports-[animation-timeline:view()]:[animation-range:entry_var(--entrance-start)_cover_30%]",
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span
                  className={cn(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
                    categoryClasses,
                  )}
                >
                  {item.category}
                </span>
                <p className="flex items-center gap-2 text-sm font-medium text-ink-muted">
                  <span
                    className={cn(
                      "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
                      statusClasses[item.status],
                    )}
                  >
                    {item.status === "shipped" && (
                      <Icon icon={CircleCheck} aria-hidden="true" className="size-3.5" />
                    )}
                    {statusLabel[item.status]}
                  </span>
                  {dated && (
                    <span data-roadmap-date="">{formatPeriod(period, locale, quarter)}</span>
                  )}
                </p>
              </div>
              <h3 className="mt-3 font-semibold text-ink">{item.title}</h3>
              <p className="mt-1.5 text-sm leading-6 text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
