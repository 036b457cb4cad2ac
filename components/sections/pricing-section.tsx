import { Icon } from "@/components/ui/icon";
import { Check, ChevronDown, ShieldCheck, Sparkles } from "@/lib/brand/icons";
import { limitedTimeOpen, type PricingContent } from "@/content/landing/pricing";
import type { PlanComparisonContent } from "@/content/landing/plan-comparison";
import type { BlockLabels } from "@/components/sections/block-labels";
import { PlanTable } from "@/components/sections/plan-table-section";
import type { Plan } from "@/content/plans";
import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { NewTabLink } from "@/components/layout/new-tab-link";
import { BillingToggle } from "@/components/blocks/islands";
import { planAccents } from "@/components/sections/plan-accents";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatPriceIn } from "@/lib/text/format-in-locale";
import { formatDate } from "@/lib/dates/format-date";
import { mailto } from "@/lib/leads/mailto";
import {
  annualSaving,
  billingPeriods,
  displayPrice,
  listedFeatures,
  planSignupUrl,
  type Billing,
} from "@/lib/pricing/pricing";
import { cn } from "@/components/ui/cn";

/** The cards follow the billing radios through CSS, so Monthly prices are in the HTML. */
const ON_MONTHLY = "group-has-[#billing-annual:checked]/pricing:hidden";
const ON_ANNUAL = "hidden group-has-[#billing-annual:checked]/pricing:block";
const VISIBLE_ON_ANNUAL = "invisible group-has-[#billing-annual:checked]/pricing:visible";

/**
 * Short promises in a row, each after a check: a line breaks between two, never inside one
 * ("No / contracts") and never after a separator left hanging at a line's end.
 */
function CheckedList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap justify-center gap-x-3 gap-y-1 text-ink-muted", className)}>
      {items.map((item) => (
        <li key={item} className="inline-flex items-center gap-1 whitespace-nowrap">
          <Icon icon={Check} aria-hidden="true" className="size-3.5 shrink-0 text-ink-subtle" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Card widths for any number of plans: one column on phones, two from `sm`, and on wide screens
 * one row of up to four; more wrap in rows of four or three, the last row centred. Five cards in
 * one row would squeeze a yearly price such as $5,997 out of its card.
 */
const CARD_WIDTH_SM = "w-[85%] max-w-sm sm:w-[calc((100%-2rem)/2)] sm:max-w-none";
const CARD_WIDTH_LG = {
  1: "lg:w-[calc((100%-3.75rem)/4)]",
  2: "lg:w-[calc((100%-1.25rem)/2)] lg:max-w-sm",
  3: "lg:w-[calc((100%-2.5rem)/3)]",
  4: "lg:w-[calc((100%-3.75rem)/4)]",
} as const;

function planColumns(count: number): keyof typeof CARD_WIDTH_LG {
  if (count <= 4) return count < 1 ? 1 : (count as 1 | 2 | 3 | 4);
  return count % 4 === 0 ? 4 : 3;
}

/** What the page's words and numbers are written in: its language's labels and Intl locale. */
type Words = { labels: BlockLabels; newTab: string; locale: string };

function spokenPrices(plans: readonly Plan[], billing: Billing, { labels, locale }: Words) {
  return plans
    .map((plan) => {
      const price = displayPrice(plan, billing);
      return fillTemplate(labels.spokenPrice, {
        plan: plan.name,
        price: formatPriceIn(price.amount, locale),
        period: price.period === "month" ? labels.spokenMonth : labels.spokenYear,
      });
    })
    .join(", ");
}

function Price({ plan, billing, words }: { plan: Plan; billing: Billing; words: Words }) {
  const price = displayPrice(plan, billing);
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <span className="text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">
        {formatPriceIn(price.amount, words.locale)}
      </span>
      <span className="text-base font-medium text-ink-muted">
        {price.period === "month" ? words.labels.perMonth : words.labels.perYear}
      </span>
    </p>
  );
}

function PlanCta({ plan, text, words }: { plan: Plan; text: PricingContent; words: Words }) {
  // Every plan's button in the brand's colour: the accent is the plan's mark, not its action.
  const className = cn(buttonVariants({ size: "lg" }), "w-full");
  const context = (
    <span className="sr-only"> {fillTemplate(words.labels.planContext, { plan: plan.name })}</span>
  );
  if (plan.annualOnly) {
    return (
      <a
        href={mailto(siteConfig.email.sales, {
          subject: fillTemplate(text.salesSubject, { plan: plan.name }),
        })}
        className={className}
      >
        {plan.cta}
        <span className="sr-only">
          {" "}
          {fillTemplate(words.labels.salesContext, { plan: plan.name })}
        </span>
      </a>
    );
  }
  // One link per billing period, switched with the prices, so the sign-up page opens on the
  // period the visitor chose (with or without JavaScript).
  return (
    <>
      {billingPeriods.map((billing) => (
        <div key={billing} className={billing === "monthly" ? ON_MONTHLY : ON_ANNUAL}>
          <NewTabLink
            href={planSignupUrl(siteConfig.links.signup, plan.id, billing)}
            newTab={words.newTab}
            className={className}
          >
            {plan.cta}
            {context}
          </NewTabLink>
        </div>
      ))}
    </>
  );
}

function PlanCard({
  plan,
  width,
  offerOpen,
  text,
  words,
}: {
  plan: Plan;
  width: string;
  offerOpen: boolean;
  text: PricingContent;
  words: Words;
}) {
  const accent = planAccents[plan.accentColor];
  const saving = annualSaving(plan);
  return (
    <li
      data-plan={plan.id}
      className={cn(
        "relative flex shrink-0 snap-center flex-col rounded-3xl border bg-surface p-5 xl:p-6",
        width,
        plan.popular
          ? "z-10 border-brand-600 shadow-lift ring-1 ring-brand-600 lg:scale-105"
          : "border-line shadow-card",
      )}
    >
      {/* The plan's accent: a short rule on the card's top edge. */}
      <span
        aria-hidden="true"
        className={cn("absolute top-0 left-6 h-1 w-12 rounded-b", accent.rule)}
      />
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-on-fill shadow-md">
          <Icon icon={Sparkles} aria-hidden="true" className="size-3.5" />
          {text.popularBadge}
        </p>
      )}
      <h3 className="text-xl font-bold text-ink">{plan.name}</h3>
      <p className="mt-2 text-sm leading-6 text-ink-muted lg:min-h-18">{plan.description}</p>

      <div className="mt-5" data-testid="plan-price">
        {plan.annualOnly ? (
          <>
            <Price plan={plan} billing="annual" words={words} />
            <p className="mt-1 text-sm font-medium text-ink-muted">{text.billedAnnuallyOnly}</p>
          </>
        ) : (
          <>
            <div className={ON_MONTHLY} data-billing="monthly">
              <Price plan={plan} billing="monthly" words={words} />
            </div>
            <div className={ON_ANNUAL} data-billing="annual">
              <Price plan={plan} billing="annual" words={words} />
            </div>
            <p
              className={cn("mt-1 text-sm font-semibold text-success-700", VISIBLE_ON_ANNUAL)}
              data-testid="annual-saving"
            >
              {fillTemplate(text.annualSaving, {
                amount: formatPriceIn(saving ?? 0, words.locale),
              })}
            </p>
          </>
        )}
      </div>

      <div className="mt-5">
        <PlanCta plan={plan} text={text} words={words} />
      </div>

      <p className="mt-6 text-sm font-semibold text-ink">{text.featuresLabel}</p>
      <ul className="mt-3 flex-1 space-y-2 text-sm leading-5">
        {listedFeatures(plan, offerOpen).map((shown) => (
          <li key={shown.label} className="flex gap-2.5 text-ink-muted">
            <Icon
              icon={Check}
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-brand-600"
            />
            {shown.limitedTime ? (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-semibold text-ink">{shown.label}</span>
                <span className="inline-block rounded-full bg-danger-100 px-2 py-0.5 text-[11px] font-bold tracking-wide text-danger-800">
                  {text.limitedTime.tag}
                </span>
                <span className="text-xs text-ink-subtle" data-offer-ends="">
                  {fillTemplate(text.limitedTime.ends, {
                    date: formatDate(text.limitedTime.endsOn, "short", words.locale),
                  })}
                </span>
              </span>
            ) : (
              <span>{shown.label}</span>
            )}
          </li>
        ))}
      </ul>

      <div className="mt-6">
        <PlanCta plan={plan} text={text} words={words} />
      </div>
      <CheckedList items={text.promises} className="mt-3 gap-x-2 text-[11px]" />
    </li>
  );
}

export function PricingSection({
  pricing,
  plans,
  comparison,
  planComparison,
  labels,
  newTab,
  locale,
}: {
  pricing: PricingContent;
  /** The plans shown, in order. */
  plans: readonly Plan[];
  /** The plan comparison, folded beneath the cards: one question at a time, the price first. */
  comparison?: PlanComparisonContent;
  /** The plan comparison in the page's language, whose rows every plan has are listed. */
  planComparison: PlanComparisonContent;
  labels: BlockLabels;
  /** Read after a link that opens in a new tab (screen readers only). */
  newTab: string;
  /** The page's language, in which prices and dates are written. */
  locale: string;
}) {
  const words: Words = { labels, newTab, locale };
  const offerOpen = limitedTimeOpen();
  const everyPlan = planComparison.groups
    .flatMap((group) => group.rows)
    .filter((row) => plans.every((plan) => row.values[plan.id] === true))
    .map((row) => row.feature);
  const cardWidth = cn(CARD_WIDTH_SM, CARD_WIDTH_LG[planColumns(plans.length)]);
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="group/pricing relative isolate overflow-hidden bg-surface py-12"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(60rem_30rem_at_50%_-6rem,var(--color-brand-100),transparent_70%)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-surface px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm">
            {pricing.badge}
          </p>
          <h2
            id="pricing-heading"
            className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl lg:text-5xl"
          >
            {pricing.heading}
          </h2>
          <p className="mt-4 text-base leading-7 text-pretty text-ink-muted sm:text-lg sm:leading-8">
            {pricing.intro}
          </p>
        </div>

        <div className="mt-8 flex justify-center">
          <BillingToggle
            legend={pricing.billingLabel}
            labels={{ monthly: pricing.monthlyLabel, annual: pricing.annualLabel }}
            badge={pricing.annualBadge}
            announcements={{
              monthly: fillTemplate(pricing.announcement.monthly, {
                prices: spokenPrices(plans, "monthly", words),
              }),
              annual: fillTemplate(pricing.announcement.annual, {
                prices: spokenPrices(plans, "annual", words),
              }),
            }}
          />
        </div>

        {/* On a phone the cards sit in a row that scrolls sideways, each snapping to the middle,
            the next one showing at the edge: four cards stacked would be a page of their own. */}
        <ul className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-4 pb-6 sm:mx-auto sm:mt-14 sm:flex-wrap sm:justify-center sm:gap-8 sm:overflow-visible sm:px-0 sm:pt-2 sm:pb-0 lg:gap-5">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              width={cardWidth}
              offerOpen={offerOpen}
              text={pricing}
              words={words}
            />
          ))}
        </ul>

        {/* What every plan has, where the comparison that lists it is not folded below. */}
        {!comparison && (
          <div className="mt-10 text-center text-sm">
            <p className="font-semibold text-ink">
              {fillTemplate(labels.labelled, { label: pricing.allPlansLabel, text: "" }).trimEnd()}
            </p>
            <CheckedList items={everyPlan} className="mt-2" />
          </div>
        )}

        <div className="mx-auto mt-8 max-w-4xl rounded-2xl border border-brand-100 bg-brand-50/60 p-5 sm:p-6">
          <div className="flex gap-4 sm:items-center sm:gap-5">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-on-fill shadow-md shadow-brand-600/25 sm:size-12">
              <Icon icon={ShieldCheck} aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold text-ink">{pricing.guarantee.title}</h3>
              <p className="mt-1 text-sm leading-6 text-ink-muted sm:text-base sm:leading-7">
                {pricing.guarantee.text}
              </p>
              <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm font-medium text-ink">
                {pricing.guarantee.ticks.map((tick) => (
                  <li key={tick} className="inline-flex items-center gap-1.5">
                    <Icon
                      icon={Check}
                      aria-hidden="true"
                      className="size-4 text-brand-600"
                      strokeWidth={3}
                    />
                    {tick}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>

        {comparison && (
          <details
            id="compare-plans"
            className="group/compare mx-auto mt-6 max-w-4xl rounded-2xl border border-line bg-surface shadow-card"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>
                <h3 className="text-base font-semibold text-ink sm:text-lg">
                  {comparison.heading}
                </h3>
                <span className="mt-0.5 block text-sm text-ink-muted">{comparison.intro}</span>
              </span>
              <Icon
                icon={ChevronDown}
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-muted transition-transform group-open/compare:rotate-180"
              />
            </summary>
            <p className="border-t border-line px-5 pt-4 text-sm text-ink-muted sm:hidden">
              {comparison.scrollHint}
            </p>
            <PlanTable
              planComparison={comparison}
              plans={plans}
              labels={labels}
              locale={locale}
              className="mt-2 rounded-b-2xl border-line sm:mt-0 sm:border-t"
            />
          </details>
        )}
      </div>
    </section>
  );
}
