import type { StatusContent } from "@/content/pages/status";
import { Card } from "@/components/blocks/parts/card";
import { DatedText } from "@/components/blocks/parts/dated-text";
import { IconBadge } from "@/components/blocks/parts/icon-badge";
import { statusHeadingClass, statusSectionClass } from "@/components/pages/status-layout";
import { UptimeChart } from "@/components/pages/uptime-chart";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate } from "@/lib/dates/format-date";
import { formatIntegerIn } from "@/lib/text/format-in-locale";
import { TrendingDown, TrendingUp } from "@/lib/brand/icons";
import { trendIsGood } from "@/lib/status/report";
import { snapshotDay, snapshotUptime } from "@/lib/status/snapshot";

/**
 * What only the snapshot knows, whatever a monitor says: its key metrics, labelled with its day,
 * and the daily uptime up to the history's own last day, labelled with that day (a Statuspage
 * summary has no history).
 */
export function StatusHistory({ content, locale }: { content: StatusContent; locale: string }) {
  const { metrics, uptime } = content;
  const day = snapshotDay(content);
  const date = formatDate(day, "short", locale);
  return (
    <>
      <section aria-labelledby="metrics-heading" className={statusSectionClass}>
        <h2 id="metrics-heading" className={statusHeadingClass}>
          {metrics.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          <DatedText template={metrics.asOf} slot="date" dateTime={day}>
            {date}
          </DatedText>
        </p>
        <ul className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {metrics.items.map((metric) => {
            const good = trendIsGood(metric.trend, metric.higherIsBetter);
            const trend = metric.trend === "up" ? TrendingUp : TrendingDown;
            return (
              <li key={metric.title}>
                <Card className="h-full p-5 sm:p-5">
                  <div className="flex items-center justify-between">
                    <h3 className="text-sm font-medium text-ink-muted">{metric.title}</h3>
                    <IconBadge icon={metric.icon} className="size-9" />
                  </div>
                  <p className="mt-3 text-3xl font-bold tracking-tight text-ink">{metric.value}</p>
                  <p className="mt-1 text-xs text-ink-subtle">{metric.period}</p>
                  <p
                    className={cn(
                      "mt-3 inline-flex items-center gap-1 text-xs font-semibold",
                      good ? "text-success-700" : "text-danger-700",
                    )}
                  >
                    <Icon icon={trend} aria-hidden="true" className="size-3.5" />
                    <span className="sr-only">{metrics.trendLabels[metric.trend]} </span>
                    {metric.change}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="uptime-heading" className={statusSectionClass}>
        <h2 id="uptime-heading" className={statusHeadingClass}>
          <DatedText
            template={fillTemplate(uptime.title, { days: formatIntegerIn(uptime.days, locale) })}
            slot="date"
            dateTime={uptime.lastDay}
          >
            {formatDate(uptime.lastDay, "short", locale)}
          </DatedText>
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{uptime.description}</p>
        <Card className="mt-6">
          <UptimeChart days={snapshotUptime(content)} text={uptime} locale={locale} />
        </Card>
      </section>
    </>
  );
}
