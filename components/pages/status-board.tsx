import { NewTabLink } from "@/components/layout/new-tab-link";
import { Card } from "@/components/blocks/parts/card";
import { DatedText } from "@/components/blocks/parts/dated-text";
import { StatusBadge } from "@/components/pages/status-badge";
import { StatusBanner, type StatusBannerText } from "@/components/pages/status-banner";
import { statusHeadingClass, statusSectionClass } from "@/components/pages/status-layout";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, CircleCheck } from "@/lib/brand/icons";
import { formatDateTimeUtc } from "@/lib/dates/format-date";
import { formatMeasuredPercentIn } from "@/lib/text/format-in-locale";
import {
  incidentStatusTone,
  serviceTone,
  severityTone,
  type IncidentSeverity,
  type IncidentStatus,
  type ServiceStatus,
  type StatusIncident,
  type StatusReport,
  type StatusTone,
} from "@/lib/status/report";

export type StatusBoardText = StatusBannerText & {
  services: {
    title: string;
    statusLabels: Record<ServiceStatus, string>;
    uptimeLabel: string;
    responseLabel: string;
    statusLabel: string;
  };
  incidents: {
    /** The snapshot's incidents, `asOf` its time. */
    title: string;
    asOf: string;
    started: string;
    statusLabels: Record<IncidentStatus, string>;
    severityLabels: Record<IncidentSeverity, string>;
  };
  /** The monitor's words (content/pages/status.yaml `monitor`). */
  monitor: { incidentsTitle: string; noIncidents: string; history: string };
  newTab: string;
};

/** A duration in milliseconds, its unit kept on the figure's line ("156 ms" in French). */
const millisecondsIn = (value: number, locale: string) =>
  locale === "en"
    ? `${value} ms`
    : new Intl.NumberFormat(locale, {
        style: "unit",
        unit: "millisecond",
        unitDisplay: "short",
        maximumFractionDigits: 0,
      }).format(value);

/**
 * What the status page reports (the banner, every service, the incidents), drawn from the
 * snapshot on the server and again from a monitor's answer in the browser (status-live.tsx).
 */
export function StatusBoard({
  report,
  text,
  dated = false,
}: {
  report: StatusReport;
  text: StatusBoardText;
  /** An old snapshot with no monitor: a dated report, its states drawn in neutral colours. */
  dated?: boolean;
}) {
  const live = report.source === "monitor";
  const tone = (shown: StatusTone): StatusTone => (dated ? "grey" : shown);
  return (
    <div className="space-y-16 sm:space-y-20">
      <section aria-labelledby="status-banner-heading" className={statusSectionClass}>
        <StatusBanner report={report} text={text} headingId="status-banner-heading" dated={dated} />
      </section>

      <section aria-labelledby="services-heading" className={statusSectionClass}>
        <h2 id="services-heading" className={statusHeadingClass}>
          {text.services.title}
        </h2>
        <Card className="mt-6 p-0 sm:p-0">
          <ul className="divide-y divide-line">
            {report.services.map((service) => (
              <li
                key={`${service.group ?? ""}/${service.name}`}
                className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6 sm:px-6"
              >
                <div className="flex items-start justify-between gap-4 sm:block">
                  <div>
                    {service.group && (
                      <p className="text-xs font-medium text-ink-subtle">{service.group}</p>
                    )}
                    <h3 className="font-semibold text-ink">{service.name}</h3>
                    {service.description && (
                      <p className="text-sm text-ink-muted">{service.description}</p>
                    )}
                  </div>
                  <div className="sm:hidden">
                    <StatusBadge
                      tone={tone(serviceTone(service.status))}
                      label={text.services.statusLabels[service.status]}
                    />
                  </div>
                </div>
                <dl className="flex items-center gap-6 text-sm">
                  {service.uptime !== undefined && (
                    <div>
                      <dt className="text-xs text-ink-subtle">{text.services.uptimeLabel}</dt>
                      <dd className="font-semibold text-ink tabular-nums">
                        {formatMeasuredPercentIn(service.uptime, text.locale)}
                      </dd>
                    </div>
                  )}
                  {service.responseTimeMs !== undefined && (
                    <div>
                      <dt className="text-xs text-ink-subtle">{text.services.responseLabel}</dt>
                      <dd className="font-semibold text-ink tabular-nums">
                        {millisecondsIn(service.responseTimeMs, text.locale)}
                      </dd>
                    </div>
                  )}
                  <div className="hidden w-28 justify-end sm:flex">
                    <dt className="sr-only">{text.services.statusLabel}</dt>
                    <dd>
                      <StatusBadge
                        tone={tone(serviceTone(service.status))}
                        label={text.services.statusLabels[service.status]}
                      />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Card>
      </section>

      <section aria-labelledby="incidents-heading" className={statusSectionClass}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="incidents-heading" className={statusHeadingClass}>
            {live ? text.monitor.incidentsTitle : text.incidents.title}
          </h2>
          {!live && (
            <p className="text-sm text-ink-subtle">
              <DatedText template={text.incidents.asOf} slot="date" dateTime={report.asOf}>
                {formatDateTimeUtc(report.asOf, text.locale)}
              </DatedText>
            </p>
          )}
        </div>
        {report.incidents.length > 0 ? (
          <ul className="mt-6 space-y-6">
            {report.incidents.map((incident) => (
              <li key={`${incident.time}/${incident.title}`}>
                <IncidentCard incident={incident} text={text} tone={tone} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="mt-6 flex items-center gap-3 text-ink-muted">
            <Icon icon={CircleCheck} aria-hidden="true" className="size-5 text-success-600" />
            <p>{text.monitor.noIncidents}</p>
          </Card>
        )}
        {report.pageUrl && (
          <p className="mt-6 text-sm">
            <NewTabLink
              href={report.pageUrl}
              newTab={text.newTab}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
            >
              {text.monitor.history}
              <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
            </NewTabLink>
          </p>
        )}
      </section>
    </div>
  );
}

function IncidentCard({
  incident,
  text,
  tone,
}: {
  incident: StatusIncident;
  text: StatusBoardText;
  tone: (shown: StatusTone) => StatusTone;
}) {
  const started = formatDateTimeUtc(incident.time, text.locale);
  return (
    <Card>
      <article>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h3 className="text-lg font-semibold text-ink">
              {incident.url ? (
                <NewTabLink href={incident.url} newTab={text.newTab} className="hover:underline">
                  {incident.title}
                </NewTabLink>
              ) : (
                incident.title
              )}
            </h3>
            <p className="mt-1 text-sm text-ink-subtle">
              <DatedText template={text.incidents.started} slot="time" dateTime={incident.time}>
                {started}
              </DatedText>
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <StatusBadge
              tone={tone(incidentStatusTone(incident.status))}
              label={text.incidents.statusLabels[incident.status]}
            />
            {incident.severity && (
              <StatusBadge
                tone={tone(severityTone(incident.severity))}
                label={text.incidents.severityLabels[incident.severity]}
              />
            )}
          </div>
        </div>
        {incident.description && (
          <p className="mt-4 leading-7 text-ink-muted">{incident.description}</p>
        )}
        <ol className="mt-6 space-y-4 border-l-2 border-line pl-5">
          {incident.updates.map((update) => (
            <li key={`${update.time}/${update.message}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[calc(1.25rem+5px)] size-2 rounded-full bg-ink-faint ring-4 ring-surface"
              />
              <p className="text-xs font-semibold text-ink-subtle">
                {update.status && (
                  <span className="text-ink">{text.incidents.statusLabels[update.status]} · </span>
                )}
                <time dateTime={update.time}>{formatDateTimeUtc(update.time, text.locale)}</time>
              </p>
              <p className="mt-1 text-sm leading-6 whitespace-pre-line text-ink">
                {update.message}
              </p>
            </li>
          ))}
        </ol>
      </article>
    </Card>
  );
}
