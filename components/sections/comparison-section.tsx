import { Icon } from "@/components/ui/icon";
import { Check, X } from "@/lib/brand/icons";
import type { ComparisonContent } from "@/content/landing/comparison";
import type { FreshApproachContent } from "@/content/landing/fresh-approach";
import { BrandMark } from "@/components/layout/brand-logo";
import { ContentIcon } from "@/components/sections/content-icon";
import { SectionHeader } from "@/components/sections/section-header";

/**
 * Other platforms beside ours. With `principles`, our side is told by the fresh approach's
 * pillars and closed by its quote: the two sections made one case twice, so they make it once.
 */
export function ComparisonSection({
  comparison,
  principles,
}: {
  comparison: ComparisonContent;
  principles?: FreshApproachContent;
}) {
  const { others, product } = comparison;
  return (
    <section id="why-switch" aria-labelledby="comparison-heading" className="py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="comparison-heading"
          eyebrow={comparison.eyebrow}
          heading={comparison.heading}
          intro={comparison.intro}
        />
        <div className="mx-auto mt-8 grid max-w-6xl gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-5 sm:p-8">
            <h3 className="text-lg font-semibold text-ink">{others.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{others.summary}</p>
            <ul className="mt-5 space-y-3">
              {others.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-muted">
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-surface-sunken text-ink-subtle">
                    <Icon icon={X} aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-deep-700 to-brand-deep-900 p-5 text-on-fill shadow-lift sm:p-8">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-24 size-64 rounded-full bg-spark-500/30 blur-3xl"
            />
            <div className="relative">
              <h3 className="flex items-center gap-2.5 text-lg font-semibold">
                <BrandMark className="size-7 rounded-lg ring-1 ring-on-fill/30" />
                {product.title}
              </h3>
              <p className="mt-1 text-sm text-brand-tint-100">{product.summary}</p>
              {principles ? (
                <ul className="mt-5 space-y-4">
                  {principles.pillars.map((pillar) => (
                    <li key={pillar.title} className="flex gap-3">
                      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-on-fill/10 text-brand-tint-100 ring-1 ring-on-fill/20">
                        <ContentIcon name={pillar.icon} className="size-4" />
                      </span>
                      <span>
                        <span className="block font-semibold">{pillar.title}</span>
                        <span className="mt-0.5 block text-sm leading-6 text-brand-tint-100">
                          {pillar.text}
                        </span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <ul className="mt-5 space-y-3">
                  {product.points.map((point) => (
                    <li key={point} className="flex gap-3">
                      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-success-400 text-success-950">
                        <Icon
                          icon={Check}
                          aria-hidden="true"
                          className="size-3.5"
                          strokeWidth={3}
                        />
                      </span>
                      {point}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </div>
        {principles && (
          <figure className="mx-auto mt-6 max-w-2xl text-center">
            <blockquote className="text-xl font-semibold tracking-tight text-balance text-ink sm:text-2xl">
              <p>“{principles.quote.text}”</p>
            </blockquote>
            <figcaption className="mt-2 text-sm text-ink-muted">
              {principles.quote.attribution}
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
