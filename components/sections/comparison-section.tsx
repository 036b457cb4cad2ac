import { Icon } from "@/components/ui/icon";
import { Check, X } from "@/lib/icons";
import type { ComparisonContent } from "@/content/landing/comparison";
import { BrandMark } from "@/components/layout/brand-logo";
import { SectionHeader } from "@/components/sections/section-header";

export function ComparisonSection({ comparison }: { comparison: ComparisonContent }) {
  const { others, product } = comparison;
  return (
    <section aria-labelledby="comparison-heading" className="bg-surface-muted py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="comparison-heading"
          eyebrow={comparison.eyebrow}
          heading={comparison.heading}
          intro={comparison.intro}
        />
        <div className="mx-auto mt-14 grid max-w-5xl gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
            <h3 className="text-lg font-semibold text-ink">{others.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{others.summary}</p>
            <ul className="mt-6 space-y-4">
              {others.points.map((point) => (
                <li key={point} className="flex gap-3 text-ink-muted">
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-danger-100 text-danger-700">
                    <Icon icon={X} aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-on-fill shadow-lift sm:p-8">
            <div
              aria-hidden="true"
              className="absolute -top-24 -right-24 size-64 rounded-full bg-spark-500/30 blur-3xl"
            />
            <div className="relative">
              <h3 className="flex items-center gap-2.5 text-lg font-semibold">
                <BrandMark className="size-7 rounded-lg ring-1 ring-on-fill/30" />
                {product.title}
              </h3>
              <p className="mt-1 text-sm text-brand-100">{product.summary}</p>
              <ul className="mt-6 space-y-4">
                {product.points.map((point) => (
                  <li key={point} className="flex gap-3">
                    <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-success-400 text-success-950">
                      <Icon icon={Check} aria-hidden="true" className="size-3.5" strokeWidth={3} />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
