import type { StatusContent } from "@/content/pages/status";
import { interfaceLabelsIn } from "@/content/interface-labels";
import type { Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/content/site";
import { PageHero } from "@/components/blocks/parts/page-hero";
import { StatusBoard, type StatusBoardText } from "@/components/pages/status-board";
import { StatusHistory } from "@/components/pages/status-history";
import { StatusLive } from "@/components/pages/status-live";
import { ButtonLink } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { fillTemplate } from "@/lib/text/fill-template";
import { Bell } from "@/lib/brand/icons";
import { mailto } from "@/lib/leads/mailto";
import { buildDate } from "@/lib/dates/build-date";
import { snapshotReport, snapshotTime, statusPageText } from "@/lib/status/snapshot";
import { statusFreshness } from "@/lib/status/snapshot-age";

/**
 * /status: the snapshot from content, dated, which a configured monitor replaces in the
 * browser (banner, services, incidents); the metrics and the uptime chart stay the snapshot's.
 */
export function StatusPageView({
  content,
  monitor,
  locale,
}: {
  content: StatusContent;
  /** The page's language. */
  locale: Locale;
  /** NEXT_PUBLIC_STATUS_MONITOR_URL, if set. */
  monitor: string | undefined;
}) {
  const { hero, subscribe, monitor: words, services, incidents } = content;
  // Labels only: the island's props travel in the page, and the snapshot is already there.
  const boardText: StatusBoardText = {
    banners: content.banners,
    report: content.report,
    snapshotLabel: content.snapshotLabel,
    live: words.live,
    services: {
      title: services.title,
      statusLabels: services.statusLabels,
      uptimeLabel: services.uptimeLabel,
      responseLabel: services.responseLabel,
      statusLabel: services.statusLabel,
    },
    incidents: {
      title: incidents.title,
      asOf: incidents.asOf,
      started: incidents.started,
      statusLabels: incidents.statusLabels,
      severityLabels: incidents.severityLabels,
    },
    monitor: {
      incidentsTitle: words.incidentsTitle,
      noIncidents: words.noIncidents,
      history: words.history,
    },
    newTab: interfaceLabelsIn(locale).newTab,
    locale,
  };
  const report = snapshotReport(content);
  const { stale } = statusFreshness({
    updatedAt: content.updatedAt,
    buildDay: buildDate(),
    monitor,
  });
  return (
    <>
      <PageHero
        icon="Activity"
        {...hero}
        description={
          statusPageText(content, { monitored: Boolean(monitor), locale }).heroDescription
        }
      >
        <ButtonLink
          href={mailto(siteConfig.email.support, { subject: subscribe.subject })}
          variant="outline"
          size="lg"
        >
          <Icon icon={Bell} aria-hidden="true" />
          {subscribe.label}
        </ButtonLink>
      </PageHero>

      {/* With a monitor, the top padding holds the island's note (three lines at 320 px). */}
      <div className={cn("space-y-16 py-14 sm:space-y-20 sm:py-16", monitor && "pt-20 sm:pt-20")}>
        <StatusLive
          monitorEndpoint={monitor ?? null}
          text={{
            checking: words.checking,
            loaded: words.loaded,
            failed: fillTemplate(words.failed, { date: snapshotTime(content, locale) }),
          }}
          boardText={boardText}
        >
          <StatusBoard report={report} text={boardText} dated={stale} />
        </StatusLive>
        <StatusHistory content={content} locale={locale} />
      </div>
    </>
  );
}
