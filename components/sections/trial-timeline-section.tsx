import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/brand/icons";
import type { TrialTimelineContent } from "@/content/landing/trial-timeline";
import type { VaultContent } from "@/content/landing/vault";
import { VaultSteps } from "@/components/sections/vault-section";
import { buttonVariants } from "@/components/ui/button";
import { SectionLink } from "@/components/layout/section-link";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/components/ui/cn";
import { fillTemplate } from "@/lib/text/fill-template";
import type { CSSProperties } from "react";

/**
 * The days of the trial, each on the line that joins them: down the page, or (`horizontal`) in
 * one row on a wide screen, the line joining the first and last step's centres - half a column
 * in from each side, however many steps there are.
 */
function Days({
  timeline,
  horizontal = false,
  className,
}: {
  timeline: TrialTimelineContent;
  horizontal?: boolean;
  className?: string;
}) {
  const halfColumn = { "--half-column": `${50 / timeline.steps.length}%` } as CSSProperties;
  return (
    <ol
      style={halfColumn}
      className={cn(
        "relative grid gap-8",
        horizontal && "mx-auto max-w-2xl lg:max-w-none lg:auto-cols-fr lg:grid-flow-col",
        className,
      )}
    >
      <li
        aria-hidden="true"
        className={cn(
          "absolute top-6 bottom-6 left-6 w-px bg-gradient-to-b from-brand-300 via-brand-400 to-success-400",
          horizontal &&
            "lg:top-6 lg:right-(--half-column) lg:bottom-auto lg:left-(--half-column) lg:h-px lg:w-auto lg:bg-gradient-to-r",
        )}
      />
      {timeline.steps.map((step, index) => {
        const last = index === timeline.steps.length - 1;
        return (
          <li
            key={step.day}
            className={cn(
              "relative flex gap-5",
              horizontal && "lg:flex-col lg:items-center lg:text-center",
            )}
          >
            <span
              className={cn(
                "relative grid size-12 shrink-0 place-items-center rounded-full text-on-fill shadow-lg ring-8 ring-surface-muted",
                last ? "bg-success-600 shadow-success-600/30" : "bg-brand-600 shadow-brand-600/30",
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
              <p className="mt-1.5 text-sm leading-6 text-ink-muted">{step.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

function Cta({ timeline, className }: { timeline: TrialTimelineContent; className?: string }) {
  return (
    <div className={cn("text-center", className)}>
      <SectionLink section="pricing" className={cn(buttonVariants({ size: "lg" }))}>
        {timeline.cta}
        <Icon icon={ArrowRight} aria-hidden="true" />
      </SectionLink>
    </div>
  );
}

/**
 * How a trial goes, day by day; with `vault`, the template vault's three steps follow in the
 * same section (the landing page's "how it works": what you do first, then how the days go).
 */
export function TrialTimelineSection({
  timeline,
  vault,
  labelled,
}: {
  timeline: TrialTimelineContent;
  vault?: VaultContent;
  /** How the page's language sets a label before its text: "{label}: {text}". */
  labelled: string;
}) {
  return (
    <section id="how-it-works" aria-labelledby="trial-heading" className="bg-surface-muted py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="trial-heading"
          eyebrow={timeline.eyebrow}
          heading={timeline.heading}
          intro={timeline.intro}
        />
        {vault ? (
          // Wide screens: the days and the button on the left, the vault's steps on the right.
          <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-16">
            <Days timeline={timeline} />
            <div id="vault" className="scroll-mt-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {vault.eyebrow}
              </p>
              <h3
                id="vault-heading"
                className="mt-2 text-xl font-bold tracking-tight text-balance text-ink sm:text-2xl"
              >
                {vault.heading}
              </h3>
              <p className="mt-2 text-sm leading-6 text-pretty text-ink-muted sm:text-base sm:leading-7">
                {vault.intro}
              </p>
              <VaultSteps vault={vault} labelled={labelled} className="mt-6 lg:grid-cols-1" />
            </div>
            <Cta
              timeline={timeline}
              className="lg:col-start-1 lg:row-start-2 lg:self-start lg:text-left"
            />
          </div>
        ) : (
          <>
            <Days timeline={timeline} horizontal className="mt-10" />
            <Cta timeline={timeline} className="mt-12" />
          </>
        )}
      </div>
    </section>
  );
}
