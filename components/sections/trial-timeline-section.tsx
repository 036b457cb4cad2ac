import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/icons";
import type { TrialTimelineContent } from "@/content/landing/trial-timeline";
import { buttonVariants } from "@/components/ui/button";
import { SectionLink } from "@/components/layout/section-link";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/lib/cn";
import { fillTemplate } from "@/lib/fill-template";
import type { CSSProperties } from "react";

export function TrialTimelineSection({ timeline }: { timeline: TrialTimelineContent }) {
  // On wide screens the steps share one row, and the line joins the first and last step's
  // centres: half a column in from each side, however many steps there are.
  const halfColumn = { "--half-column": `${50 / timeline.steps.length}%` } as CSSProperties;
  return (
    <section aria-labelledby="trial-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="trial-heading"
          eyebrow={timeline.eyebrow}
          heading={timeline.heading}
          intro={timeline.intro}
        />
        <ol
          style={halfColumn}
          className="relative mx-auto mt-14 grid max-w-2xl gap-10 lg:max-w-none lg:auto-cols-fr lg:grid-flow-col lg:gap-8"
        >
          <li
            aria-hidden="true"
            className="absolute top-6 bottom-6 left-6 w-px bg-gradient-to-b from-brand-300 via-brand-400 to-success-400 lg:top-6 lg:right-(--half-column) lg:bottom-auto lg:left-(--half-column) lg:h-px lg:w-auto lg:bg-gradient-to-r"
          />
          {timeline.steps.map((step, index) => {
            const last = index === timeline.steps.length - 1;
            return (
              <li
                key={step.day}
                className="relative flex gap-5 lg:flex-col lg:items-center lg:text-center"
              >
                <span
                  className={cn(
                    "relative grid size-12 shrink-0 place-items-center rounded-full text-on-fill shadow-lg ring-8 ring-on-fill",
                    last
                      ? "bg-success-600 shadow-success-600/30"
                      : "bg-brand-600 shadow-brand-600/30",
                  )}
                >
                  <ContentIcon name={step.icon} className="size-5" />
                </span>
                <div>
                  <p
                    className={cn(
                      "text-sm font-bold tracking-wide uppercase",
                      last ? "text-success-700" : "text-brand-700",
                    )}
                  >
                    {fillTemplate(timeline.dayLabel, { day: String(step.day) })}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-ink">{step.title}</h3>
                  <p className="mt-2 leading-7 text-ink-muted">{step.text}</p>
                </div>
              </li>
            );
          })}
        </ol>
        <div className="mt-14 text-center">
          <SectionLink section="pricing" className={cn(buttonVariants({ size: "lg" }))}>
            {timeline.cta}
            <Icon icon={ArrowRight} aria-hidden="true" />
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
