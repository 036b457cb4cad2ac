import { Icon } from "@/components/ui/icon";
import { ArrowRight, ChevronDown } from "@/lib/brand/icons";
import type { CalculatorContent } from "@/content/calculator";
import type { CostStoryContent } from "@/content/landing/cost-story";
import { siteConfig } from "@/content/site";
import type { Tool } from "@/content/tools";
import { buttonVariants } from "@/components/ui/button";
import { SectionLink } from "@/components/layout/section-link";
import { CalculatorBody } from "@/components/sections/calculator-section";
import { SectionHeader } from "@/components/sections/section-header";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatPriceIn } from "@/lib/text/format-in-locale";
import type { Plan } from "@/content/plans";
import { lowestMonthlyPrice } from "@/lib/pricing/pricing";
import { toolsTotal } from "@/lib/pricing/savings";
import { cn } from "@/components/ui/cn";

/** A monthly cost in the page's language: "$1,530/mo". */
type PerMonth = (amount: number) => string;

/** The two sums side by side as bars, and what stays in the business. */
function Sums({
  story,
  total,
  from,
  price,
  perMonth,
}: {
  story: CostStoryContent;
  total: number;
  from: number;
  price: (amount: number) => string;
  perMonth: PerMonth;
}) {
  const productShare = Math.max((from / total) * 100, 2);
  return (
    <div className="space-y-5 p-5 sm:p-6">
      <div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="text-ink-muted">{story.totalLabel}</span>
          <span className="text-xl font-bold text-danger-700">{perMonth(total)}</span>
        </div>
        <div className="mt-2 h-3 rounded-full bg-gradient-to-r from-danger-400 to-danger-600" />
      </div>
      <div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="text-ink-muted">
            {siteConfig.name}, {story.productLabel}
          </span>
          <span className="text-xl font-bold whitespace-nowrap text-brand-700">
            <span className="text-sm font-medium text-ink-muted">{story.fromLabel} </span>
            {perMonth(from)}
          </span>
        </div>
        <div className="mt-2 h-3 rounded-full bg-surface-sunken">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${productShare}%` }} />
        </div>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 rounded-xl bg-success-50 px-4 py-3">
        <p className="text-sm text-success-900">{story.savingLabel}</p>
        <p className="text-2xl font-bold tracking-tight text-success-800 sm:text-3xl">
          {price(total - from)}
        </p>
      </div>
    </div>
  );
}

/** The tools behind the sum, folded: the total is the argument, the list its evidence. */
function ToolList({
  story,
  tools,
  total,
  price,
  perMonth,
}: {
  story: CostStoryContent;
  tools: readonly Tool[];
  total: number;
  price: (amount: number) => string;
  perMonth: PerMonth;
}) {
  return (
    <details className="group/tools border-t border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-sm font-semibold text-ink sm:px-6 [&::-webkit-details-marker]:hidden">
        <h3>{story.listHeading}</h3>
        <Icon
          icon={ChevronDown}
          aria-hidden="true"
          className="size-5 shrink-0 text-ink-muted transition-transform group-open/tools:rotate-180"
        />
      </summary>
      <ul className="grid border-t border-line sm:grid-cols-2">
        {tools.map((tool) => (
          <li
            key={tool.feature}
            className="flex items-center justify-between gap-4 border-b border-line px-5 py-2.5 sm:px-6 sm:odd:border-r"
          >
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink">{tool.feature}</span>
              <span className="block text-xs text-ink-muted">{tool.replacedTools.join(", ")}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">
              {price(tool.otherToolsPrice)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4 rounded-b-2xl bg-surface-muted px-5 py-3 sm:px-6">
        <span className="text-sm font-semibold text-ink">{story.totalLabel}</span>
        <span className="font-bold text-danger-700 tabular-nums">{perMonth(total)}</span>
      </div>
    </details>
  );
}

/**
 * The cost argument: what the separate tools add up to beside the lowest plan, the tools behind
 * the sum folded beneath it, and - with `calculator` - the visitor's own numbers worked out in
 * the same section, so the sum and the calculator make one case with one button.
 */
export function CostStorySection({
  story,
  tools,
  plans,
  calculator,
  perMonthLabel,
  labelled,
  locale,
}: {
  story: CostStoryContent;
  /** The tools the story lists and adds up. */
  tools: readonly Tool[];
  /** Every plan: the story compares the tools with the lowest monthly price. */
  plans: readonly Plan[];
  calculator?: CalculatorContent;
  /** After a monthly cost: "/mo". */
  perMonthLabel: string;
  /** How the page's language sets a label before its text: "{label}: {text}". */
  labelled: string;
  /** The page's language, in which the sums are written. */
  locale: string;
}) {
  const total = toolsTotal(tools);
  const from = lowestMonthlyPrice(plans);
  const price = (amount: number) => formatPriceIn(amount, locale);
  const perMonth = (amount: number) => `${price(amount)}${perMonthLabel}`;
  return (
    <section id="savings" aria-labelledby="cost-story-heading" className="bg-surface-muted py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {/* Wide screens: the story (and the calculator's heading) beside the sums, the
            calculator under both; phones: story, sums, calculator in turn. */}
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
          <div>
            <SectionHeader
              id="cost-story-heading"
              align="left"
              eyebrow={story.eyebrow}
              heading={fillTemplate(story.heading, { total: price(total) })}
              intro={story.intro}
            />
            <p className="mt-5 text-sm text-ink-muted">{story.note}</p>
            {!calculator && (
              <SectionLink section="pricing" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
                {story.cta}
                <Icon icon={ArrowRight} aria-hidden="true" />
              </SectionLink>
            )}
          </div>
          <div className="self-start rounded-2xl border border-line bg-surface shadow-card lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <Sums story={story} total={total} from={from} price={price} perMonth={perMonth} />
            <ToolList story={story} tools={tools} total={total} price={price} perMonth={perMonth} />
          </div>
          {calculator && (
            <div id="calculator" className="scroll-mt-20 self-end lg:col-start-1 lg:row-start-2">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {calculator.eyebrow}
              </p>
              <h3
                id="calculator-heading"
                className="mt-2 text-2xl font-bold tracking-tight text-balance text-ink"
              >
                {calculator.heading}
              </h3>
              <p className="mt-2 text-sm leading-6 text-pretty text-ink-muted">
                {calculator.intro}
              </p>
            </div>
          )}
        </div>

        {calculator && (
          <div className="mt-8">
            <CalculatorBody calculator={calculator} labelled={labelled} locale={locale} />
          </div>
        )}
      </div>
    </section>
  );
}
