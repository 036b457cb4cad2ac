import type { CSSProperties } from "react";
import { roadmapContent } from "@/content/roadmap";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/lib/cn";

/** A scroll-driven entrance starts later in the card's entry by the same stagger. */
const SCROLL_STAGGER_PERCENT_PER_SECOND = 40;

function entranceStyle(delay: number) {
  return {
    "--entrance-delay": `${delay}s`,
    "--entrance-start": `${delay * SCROLL_STAGGER_PERCENT_PER_SECOND}%`,
  } as CSSProperties;
}

/** Colours for the categories in use; a new category gets the neutral one until it is added. */
const categoryClasses: Record<string, string> = {
  AI: "bg-brand-50 text-brand-800 ring-brand-200",
  Integrations: "bg-accent-50 text-accent-800 ring-accent-200",
  Mobile: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Analytics: "bg-amber-50 text-amber-900 ring-amber-200",
  Payments: "bg-rose-50 text-rose-800 ring-rose-200",
  Platform: "bg-slate-100 text-slate-800 ring-slate-300",
};
const otherCategoryClasses = "bg-slate-100 text-slate-800 ring-slate-300";

export function RoadmapSection() {
  const roadmap = roadmapContent;
  return (
    <section aria-labelledby="roadmap-heading" className="bg-surface-muted py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="roadmap-heading"
          eyebrow={roadmap.eyebrow}
          heading={roadmap.heading}
          intro={roadmap.intro}
        />
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {roadmap.items.map((item) => (
            <li
              key={item.title}
              data-roadmap-item=""
              style={entranceStyle(item.delay)}
              className={cn(
                "rounded-2xl border border-line bg-white p-6 shadow-card",
                // Rises into place as it scrolls into view where the browser can tie it to
                // scrolling, otherwise on load; it never fades, so it reads before it arrives.
                // The delay staggers the cards. Off under reduced motion.
                "motion-safe:animate-[rise_0.6s_cubic-bezier(0.16,1,0.3,1)_var(--entrance-delay)_both]",
                "motion-safe:supports-[animation-timeline:view()]:[animation-timeline:view()]",
                "motion-safe:supports-[animation-timeline:view()]:[animation-range:entry_var(--entrance-start)_cover_30%]",
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${categoryClasses[item.category] ?? otherCategoryClasses}`}
                >
                  {item.category}
                </span>
                <span className="text-sm font-medium text-ink-muted">{item.quarter}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 leading-7 text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
