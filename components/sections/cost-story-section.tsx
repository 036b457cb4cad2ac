import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/icons";
import type { CostStoryContent } from "@/content/landing/cost-story";
import { plans } from "@/content/plans";
import { siteConfig } from "@/content/site";
import type { Tool } from "@/content/tools";
import { buttonVariants } from "@/components/ui/button";
import { SectionLink } from "@/components/layout/section-link";
import { SectionHeader } from "@/components/sections/section-header";
import { fillTemplate } from "@/lib/fill-template";
import { formatUsd } from "@/lib/format";
import { lowestMonthlyPrice } from "@/lib/pricing";
import { toolsTotal } from "@/lib/savings";
import { cn } from "@/lib/cn";

export function CostStorySection({
  story,
  tools,
}: {
  story: CostStoryContent;
  /** The tools the story lists and adds up. */
  tools: readonly Tool[];
}) {
  const total = toolsTotal(tools);
  const from = lowestMonthlyPrice(plans);
  const productShare = Math.max((from / total) * 100, 2);
  return (
    <section aria-labelledby="cost-story-heading" className="bg-surface-muted py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeader
            id="cost-story-heading"
            align="left"
            eyebrow={story.eyebrow}
            heading={fillTemplate(story.heading, { total: formatUsd(total) })}
            intro={story.intro}
          />
          {/* The sums stay beside the price list while it scrolls past. */}
          <div className="mt-10 lg:tall:sticky lg:tall:top-24">
            <div className="space-y-6 rounded-2xl border border-line bg-surface p-6 shadow-card">
              <div>
                <div className="flex items-baseline justify-between gap-4 text-sm">
                  <span className="text-ink-muted">{story.totalLabel}</span>
                  <span className="text-xl font-bold text-danger-700">{formatUsd(total)}/mo</span>
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
                    {formatUsd(from)}/mo
                  </span>
                </div>
                <div className="mt-2 h-3 rounded-full bg-surface-sunken">
                  <div
                    className="h-full rounded-full bg-brand-600"
                    style={{ width: `${productShare}%` }}
                  />
                </div>
              </div>
              <div className="rounded-xl bg-success-50 p-4">
                <p className="text-sm text-success-900">{story.savingLabel}</p>
                <p className="mt-1 text-3xl font-bold tracking-tight text-success-800">
                  {formatUsd(total - from)}
                </p>
              </div>
            </div>
            <p className="mt-4 text-sm text-ink-muted">{story.note}</p>
            <SectionLink section="pricing" className={cn(buttonVariants({ size: "lg" }), "mt-8")}>
              {story.cta}
              <Icon icon={ArrowRight} aria-hidden="true" />
            </SectionLink>
          </div>
        </div>

        <div className="rounded-2xl border border-line bg-surface shadow-card">
          <h3 className="border-b border-line px-5 py-4 text-base font-semibold text-ink sm:px-6">
            {story.listHeading}
          </h3>
          <ul className="divide-y divide-line">
            {tools.map((tool) => (
              <li
                key={tool.feature}
                className="flex items-center justify-between gap-4 px-5 py-3 sm:px-6"
              >
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-ink">{tool.feature}</span>
                  <span className="block text-xs text-ink-muted">
                    {tool.replacedTools.join(", ")}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink tabular-nums">
                  {formatUsd(tool.otherToolsPrice)}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex items-center justify-between gap-4 rounded-b-2xl border-t-2 border-ink bg-surface-muted px-5 py-4 sm:px-6">
            <span className="font-semibold text-ink">{story.totalLabel}</span>
            <span className="text-lg font-bold text-danger-700 tabular-nums">
              {formatUsd(total)}/mo
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
