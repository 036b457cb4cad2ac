import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { Bell, TrendingDown, TrendingUp } from "@/lib/icons";
import { statusContent } from "@/content/pages/status";
import { siteConfig } from "@/content/site";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/pages/card";
import { IconBadge } from "@/components/pages/icon-badge";
import { PageHero } from "@/components/pages/page-hero";
import { StatusBadge } from "@/components/pages/status-badge";
import { StatusBanner } from "@/components/pages/status-banner";
import { accentAt } from "@/components/pages/tones";
import { UptimeChart } from "@/components/pages/uptime-chart";
import { cn } from "@/lib/cn";
import { formatDateTimeUtc } from "@/lib/format-date";
import { mailto } from "@/lib/mailto";
import { BreadcrumbJsonLd } from "@/components/seo/breadcrumb-json-ld";
import { pageMetadata } from "@/components/seo/metadata";
import {
  dailyUptime,
  incidentStatusTone,
  serviceTone,
  severityTone,
  trendIsGood,
} from "@/lib/status";

const {
  meta,
  hero,
  updatedAt,
  updatedLabel,
  subscribe,
  banners,
  metrics,
  services,
  uptime,
  incidents,
} = statusContent;

export const metadata: Metadata = pageMetadata({ ...meta, path: "/status" });

const sectionClass = "mx-auto max-w-5xl px-4 sm:px-6 lg:px-8";
const headingClass = "text-2xl font-bold tracking-tight text-ink";

export default function StatusPage() {
  return (
    <>
      <BreadcrumbJsonLd name={meta.title} path="/status" />
      <PageHero icon="Activity" {...hero}>
        <ButtonLink
          href={mailto(siteConfig.email.support, { subject: subscribe.subject })}
          variant="outline"
          size="lg"
        >
          <Icon icon={Bell} aria-hidden="true" />
          {subscribe.label}
        </ButtonLink>
      </PageHero>

      <div className="space-y-16 py-14 sm:space-y-20 sm:py-16">
        <section aria-label="Current status" className={sectionClass}>
          <StatusBanner
            services={services.items}
            banners={banners}
            updatedAt={updatedAt}
            updatedLabel={updatedLabel}
          />
        </section>

        <section aria-labelledby="metrics-heading" className={sectionClass}>
          <h2 id="metrics-heading" className={headingClass}>
            {metrics.title}
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
            {metrics.items.map((metric, index) => {
              const good = trendIsGood(metric.trend, metric.higherIsBetter);
              const trend = metric.trend === "up" ? TrendingUp : TrendingDown;
              return (
                <li key={metric.title}>
                  <Card className="h-full p-5 sm:p-5">
                    <div className="flex items-center justify-between">
                      <h3 className="text-sm font-medium text-ink-muted">{metric.title}</h3>
                      <IconBadge icon={metric.icon} tone={accentAt(index)} className="size-9" />
                    </div>
                    <p className="mt-3 text-3xl font-bold tracking-tight text-ink">
                      {metric.value}
                    </p>
                    <p className="mt-1 text-xs text-ink-subtle">{metric.period}</p>
                    <p
                      className={cn(
                        "mt-3 inline-flex items-center gap-1 text-xs font-semibold",
                        good ? "text-emerald-700" : "text-red-700",
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

        <section aria-labelledby="services-heading" className={sectionClass}>
          <h2 id="services-heading" className={headingClass}>
            {services.title}
          </h2>
          <Card className="mt-6 p-0 sm:p-0">
            <ul className="divide-y divide-line">
              {services.items.map((service) => (
                <li
                  key={service.name}
                  className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6 sm:px-6"
                >
                  <div className="flex items-start justify-between gap-4 sm:block">
                    <div>
                      <h3 className="font-semibold text-ink">{service.name}</h3>
                      <p className="text-sm text-ink-muted">{service.description}</p>
                    </div>
                    <div className="sm:hidden">
                      <StatusBadge
                        tone={serviceTone(service.status)}
                        label={services.statusLabels[service.status]}
                      />
                    </div>
                  </div>
                  <dl className="flex items-center gap-6 text-sm">
                    <div>
                      <dt className="text-xs text-ink-subtle">{services.uptimeLabel}</dt>
                      <dd className="font-semibold text-ink tabular-nums">{service.uptime}%</dd>
                    </div>
                    <div>
                      <dt className="text-xs text-ink-subtle">{services.responseLabel}</dt>
                      <dd className="font-semibold text-ink tabular-nums">
                        {service.responseTimeMs} ms
                      </dd>
                    </div>
                    <div className="hidden w-28 justify-end sm:flex">
                      <dt className="sr-only">{services.statusLabel}</dt>
                      <dd>
                        <StatusBadge
                          tone={serviceTone(service.status)}
                          label={services.statusLabels[service.status]}
                        />
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </Card>
        </section>
        <section aria-labelledby="uptime-heading" className={sectionClass}>
          <h2 id="uptime-heading" className={headingClass}>
            {uptime.title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{uptime.description}</p>
          <Card className="mt-6">
            <UptimeChart
              days={dailyUptime(uptime.lastDay, uptime.days, uptime.shortfalls)}
              text={uptime}
            />
          </Card>
        </section>
        <section aria-labelledby="incidents-heading" className={sectionClass}>
          <h2 id="incidents-heading" className={headingClass}>
            {incidents.title}
          </h2>
          <ul className="mt-6 space-y-6">
            {incidents.items.map((incident) => (
              <li key={incident.title}>
                <Card>
                  <article>
                    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                      <div>
                        <h3 className="text-lg font-semibold text-ink">{incident.title}</h3>
                        <p className="mt-1 text-sm text-ink-subtle">
                          <time dateTime={incident.time}>{formatDateTimeUtc(incident.time)}</time>
                        </p>
                      </div>
                      <div className="flex flex-wrap gap-2">
                        <StatusBadge
                          tone={incidentStatusTone(incident.status)}
                          label={incidents.statusLabels[incident.status]}
                        />
                        <StatusBadge
                          tone={severityTone(incident.severity)}
                          label={incidents.severityLabels[incident.severity]}
                        />
                      </div>
                    </div>
                    <p className="mt-4 leading-7 text-ink-muted">{incident.description}</p>
                    <ol className="mt-6 space-y-4 border-l-2 border-line pl-5">
                      {incident.updates.map((update) => (
                        <li key={update.time} className="relative">
                          <span
                            aria-hidden="true"
                            className="absolute top-1.5 -left-[calc(1.25rem+5px)] size-2 rounded-full bg-slate-400 ring-4 ring-surface"
                          />
                          <p className="text-xs font-semibold text-ink-subtle">
                            <time dateTime={update.time}>{formatDateTimeUtc(update.time)}</time>
                          </p>
                          <p className="mt-1 text-sm leading-6 text-ink">{update.message}</p>
                        </li>
                      ))}
                    </ol>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
