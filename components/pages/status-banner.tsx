import { Icon } from "@/components/ui/icon";
import { CircleCheck, CircleX, Clock, FileClock, TriangleAlert } from "@/lib/brand/icons";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate, formatDateTimeUtc } from "@/lib/dates/format-date";
import { formatListIn } from "@/lib/text/format-in-locale";
import {
  affectedServices,
  overallStatus,
  overallTone,
  type OverallStatus,
  type StatusReport,
} from "@/lib/status/report";
import { DatedText } from "@/components/blocks/parts/dated-text";
import { statusToneStyles } from "@/components/pages/status-tones";
import { cn } from "@/components/ui/cn";

const statusIcons = { operational: CircleCheck, degraded: TriangleAlert, outage: CircleX };

export type StatusBannerText = {
  banners: Record<OverallStatus, { title: string; text: string }>;
  /** An old snapshot's words: `{date}` its day, `{status}` the state it recorded. */
  report: { title: string; text: string };
  /** `{date}`: when the snapshot was taken. */
  snapshotLabel: string;
  /** `{time}`: when the browser read the monitor. */
  live: string;
  /** The page's language, which dates and lists are written in. */
  locale: string;
};

/**
 * The headline of the status page, derived from the services shown rather than typed, with
 * when that data is from: a dated snapshot, or the monitor read a moment ago.
 */
export function StatusBanner({
  report,
  text,
  headingId,
  dated = false,
}: {
  report: StatusReport;
  text: StatusBannerText;
  headingId?: string;
  /**
   * The snapshot is old and no monitor stands in: a report of its day in neutral colours, its
   * state named as then, never drawn as an incident happening now.
   */
  dated?: boolean;
}) {
  const status = overallStatus(report.services);
  const styles = statusToneStyles[dated ? "grey" : overallTone(status)];
  const names = affectedServices(report.services).map((service) => service.name);
  const live = report.source === "monitor";
  const day = formatDate(report.asOf.slice(0, 10), "long", text.locale);
  // The state as recorded then: its banner's title, with the services it named.
  const recordedState =
    names.length > 0
      ? `${text.banners[status].title} (${formatListIn(names, text.locale)})`
      : text.banners[status].title;
  const banner = dated
    ? {
        title: fillTemplate(text.report.title, { date: day }),
        text: fillTemplate(text.report.text, { date: day, status: recordedState }),
      }
    : text.banners[status];
  const icon = dated ? FileClock : statusIcons[status];
  return (
    <div
      data-status={status}
      data-dated={dated || undefined}
      className={cn(
        "flex flex-col gap-4 rounded-2xl border p-5 shadow-card sm:flex-row sm:items-start sm:p-6",
        styles.banner,
      )}
    >
      <span className={cn("grid size-12 shrink-0 place-items-center rounded-full", styles.icon)}>
        <Icon icon={icon} aria-hidden="true" className="size-6" />
      </span>
      <div className="flex-1">
        <h2 id={headingId} className="text-xl font-bold tracking-tight">
          {banner.title}
        </h2>
        <p className="mt-1 text-sm">{fillTemplate(banner.text, { services: names.join(", ") })}</p>
        {/* Under the text, not beside it: beside it, the badge's own words arriving after a
            paint widened it and moved it, and narrowed the text. */}
        <p className="mt-3 flex w-fit items-center gap-2 rounded-full bg-surface/70 px-3 py-1 text-xs font-medium ring-1 ring-current/15">
          {live ? (
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-success-500 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-success-600" />
            </span>
          ) : (
            <Icon icon={Clock} aria-hidden="true" className="size-3.5" />
          )}
          <span>
            <DatedText
              template={live ? text.live : text.snapshotLabel}
              slot={live ? "time" : "date"}
              dateTime={report.asOf}
            >
              {formatDateTimeUtc(report.asOf, text.locale)}
            </DatedText>
          </span>
        </p>
      </div>
    </div>
  );
}
