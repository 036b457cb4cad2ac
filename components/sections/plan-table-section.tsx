import { Icon } from "@/components/ui/icon";
import { Check, Minus } from "@/lib/brand/icons";
import type { ComparisonCell, PlanComparisonContent } from "@/content/landing/plan-comparison";
import type { Plan } from "@/content/plans";
import { SectionHeader } from "@/components/sections/section-header";
import { planAccents } from "@/components/sections/plan-accents";
import type { BlockLabels } from "@/components/sections/block-labels";
import { formatPriceIn } from "@/lib/text/format-in-locale";
import { displayPrice } from "@/lib/pricing/pricing";
import { cn } from "@/components/ui/cn";

function Cell({
  value,
  labels: { included, notIncluded },
}: {
  value: ComparisonCell;
  labels: Pick<PlanComparisonContent, "included" | "notIncluded">;
}) {
  if (value === true) {
    return (
      <>
        <Icon
          icon={Check}
          aria-hidden="true"
          className="mx-auto size-5 text-success-600"
          strokeWidth={2.5}
        />
        <span className="sr-only">{included}</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Icon icon={Minus} aria-hidden="true" className="mx-auto size-5 text-ink-faint" />
        <span className="sr-only">{notIncluded}</span>
      </>
    );
  }
  return <span className="font-medium text-ink">{value}</span>;
}

/** The table itself, in a region that scrolls sideways on a narrow screen. */
export function PlanTable({
  planComparison,
  plans,
  labels,
  locale,
  className,
}: {
  planComparison: PlanComparisonContent;
  plans: readonly Plan[];
  labels: BlockLabels;
  /** The page's language, in which prices are written. */
  locale: string;
  className?: string;
}) {
  const stickyCell = "sticky left-0 z-10 bg-surface";
  return (
    <div
      role="region"
      aria-label={planComparison.caption}
      tabIndex={0}
      className={cn("relative overflow-x-auto bg-surface", className)}
    >
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption className="sr-only">{planComparison.caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th
              scope="col"
              className={cn(
                stickyCell,
                "w-36 px-4 py-5 text-left font-semibold text-ink sm:w-[28%]",
              )}
            >
              {planComparison.featureColumn}
            </th>
            {plans.map((plan) => {
              const price = displayPrice(plan, "monthly");
              return (
                <th
                  key={plan.id}
                  scope="col"
                  className={cn("px-3 py-5 text-center", plan.popular && "bg-brand-50/60")}
                >
                  <span className="inline-flex items-center gap-2 text-base font-semibold text-ink">
                    <span
                      aria-hidden="true"
                      className={cn("size-2.5 rounded-full", planAccents[plan.accentColor].dot)}
                    />
                    {plan.name}
                  </span>
                  <span className="mt-1 block text-sm font-normal text-ink-muted">
                    {formatPriceIn(price.amount, locale)}
                    {price.period === "month" ? labels.perMonth : labels.perYear}
                  </span>
                </th>
              );
            })}
          </tr>
        </thead>
        {planComparison.groups.map((group) => (
          <tbody key={group.category}>
            <tr>
              <th
                scope="colgroup"
                colSpan={plans.length + 1}
                className="bg-surface-muted px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {group.category}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.feature} className="border-t border-line">
                <th
                  scope="row"
                  className={cn(stickyCell, "px-4 py-3.5 text-left font-normal text-ink-muted")}
                >
                  {row.feature}
                </th>
                {plans.map((plan) => (
                  <td
                    key={plan.id}
                    className={cn("px-3 py-3.5 text-center", plan.popular && "bg-brand-50/60")}
                  >
                    <Cell value={row.values[plan.id] ?? false} labels={planComparison} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

export function PlanTableSection({
  planComparison,
  plans,
  labels,
  locale,
}: {
  planComparison: PlanComparisonContent;
  /** The plans the table compares, in its column order. */
  plans: readonly Plan[];
  labels: BlockLabels;
  locale: string;
}) {
  return (
    <section aria-labelledby="plan-table-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeader
          id="plan-table-heading"
          eyebrow={planComparison.eyebrow}
          heading={planComparison.heading}
          intro={planComparison.intro}
        />
        <p className="mt-10 text-center text-sm text-ink-muted sm:hidden">
          {planComparison.scrollHint}
        </p>
        <PlanTable
          planComparison={planComparison}
          plans={plans}
          labels={labels}
          locale={locale}
          className="mt-6 rounded-2xl border border-line shadow-card sm:mt-14"
        />
      </div>
    </section>
  );
}
