import { Icon } from "@/components/ui/icon";
import { ArrowRight, CircleCheck } from "@/lib/brand/icons";
import type { BlockProps } from "@/components/blocks/define-block";
import type { migrationBlock } from "@/components/blocks/migration/config";
import { BrandMark as OurMark } from "@/components/layout/brand-logo";
import { CheckList } from "@/components/blocks/parts/check-list";
import { BrandMark } from "@/components/sections/integration-logo";
import { SectionHeader } from "@/components/sections/section-header";
import { cn } from "@/components/ui/cn";

/** A page's outline in the funnel builder: a drawn thumbnail, decorative. */
function PageThumbnail({ index }: { index: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-12 w-10 shrink-0 flex-col gap-1 rounded-md border border-line bg-surface p-1.5"
    >
      <span className="h-1 w-3/4 rounded-full bg-ink-faint" />
      <span className={cn("rounded-sm bg-brand-100", index % 2 ? "h-3" : "h-2")} />
      <span className="h-1 w-1/2 rounded-full bg-line-strong" />
      <span className="mt-auto h-1.5 rounded-sm bg-brand-500" />
    </span>
  );
}

/**
 * The move from another funnel tool, as the funnel builder shows it once done: every page of
 * the funnel imported, in order, and what came along. The pages and figures are read as a list;
 * the window's chrome and the thumbnails are drawn and hidden from assistive technology.
 */
export function MigrationBlock({ settings, place }: BlockProps<typeof migrationBlock>) {
  return (
    <section
      id={place.id}
      aria-labelledby={`${place.id}-heading`}
      className={cn(
        "py-14 sm:py-16",
        settings.background === "muted" && "border-y border-line bg-surface-muted",
      )}
    >
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <SectionHeader
            id={`${place.id}-heading`}
            align="left"
            eyebrow={settings.eyebrow}
            heading={settings.heading}
            intro={settings.intro}
          />
          {settings.points.length > 0 && (
            <CheckList items={settings.points} className="mt-6 text-ink-muted" />
          )}
        </div>
        <figure className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-2.5 -z-10 rounded-[1.75rem] bg-gradient-to-br from-brand-100 via-surface to-accent-100 sm:-inset-6 sm:rounded-[2rem]"
          />
          <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-lift">
            <figcaption className="flex items-center gap-2 border-b border-line bg-surface-muted px-4 py-3 text-sm font-semibold text-ink">
              <span aria-hidden="true" className="flex items-center gap-1.5 text-ink-muted">
                <BrandMark name={settings.from} className="size-5 text-xs" />
                <Icon icon={ArrowRight} className="size-3.5" />
                <OurMark className="size-5 rounded-md" />
              </span>
              <span className="truncate">{settings.windowTitle}</span>
            </figcaption>
            <ol className="relative space-y-3 p-4 sm:p-5">
              <li
                aria-hidden="true"
                className="absolute top-10 bottom-10 left-[2.6rem] w-px bg-brand-200 sm:left-[2.85rem]"
              />
              {settings.steps.map((step, index) => (
                <li
                  key={step.page}
                  className="relative flex items-center gap-3 rounded-xl border border-line bg-surface p-2.5 shadow-sm"
                >
                  <PageThumbnail index={index} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-ink">
                      {step.page}
                    </span>
                    <span className="block truncate text-xs text-ink-muted">{step.detail}</span>
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    <Icon icon={CircleCheck} aria-hidden="true" className="size-3.5" />
                    {settings.done}
                  </span>
                </li>
              ))}
            </ol>
            {settings.carried.length > 0 && (
              <dl className="grid auto-cols-fr grid-flow-col divide-x divide-line border-t border-line">
                {settings.carried.map((figure) => (
                  <div key={figure.label} className="flex flex-col px-3 py-3 text-center">
                    <dt className="text-xs text-ink-muted">{figure.label}</dt>
                    <dd className="order-first text-lg font-bold text-ink">{figure.value}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        </figure>
      </div>
    </section>
  );
}
