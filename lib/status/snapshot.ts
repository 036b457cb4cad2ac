import type { StatusContent } from "@/content/pages/status";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate, formatDateTimeUtc } from "@/lib/dates/format-date";
import { dailyUptime, type StatusReport, type UptimeDay } from "@/lib/status/report";

/** The parts of content/pages/status.yaml the snapshot is made of. */
export type StatusSnapshot = Pick<
  StatusContent,
  "meta" | "hero" | "updatedAt" | "monitor" | "services" | "uptime" | "incidents"
>;

/** The calendar day (UTC) the snapshot was taken, on which its uptime chart ends. */
export function snapshotDay(snapshot: Pick<StatusSnapshot, "updatedAt">): string {
  return new Date(snapshot.updatedAt).toISOString().slice(0, 10);
}

/** "16 September 2025", the snapshot's day as the page's prose names it. */
export function snapshotDate(snapshot: Pick<StatusSnapshot, "updatedAt">, locale = "en"): string {
  return formatDate(snapshotDay(snapshot), "long", locale);
}

/** "16 Sep 2025, 10:00 UTC", the snapshot's time as labels name it. */
export function snapshotTime(snapshot: Pick<StatusSnapshot, "updatedAt">, locale = "en"): string {
  return formatDateTimeUtc(snapshot.updatedAt, locale);
}

const newestFirst = (a: { time: string }, b: { time: string }) =>
  Date.parse(b.time) - Date.parse(a.time);

/** The snapshot as the board's report: what the page shows until a monitor answers. */
export function snapshotReport(snapshot: StatusSnapshot): StatusReport {
  return {
    source: "snapshot",
    asOf: snapshot.updatedAt,
    services: snapshot.services.items.map((service) => ({ ...service })),
    // Newest first, whatever the file's order: the editor adds a new incident, or a new update
    // to one, at the end of its list.
    incidents: snapshot.incidents.items
      .map((incident) => ({
        ...incident,
        updates: incident.updates.map((update) => ({ ...update })).sort(newestFirst),
      }))
      .sort(newestFirst),
  };
}

/**
 * The recorded daily uptime, ending on the history's own last day (at the latest the snapshot's):
 * posting today's incident moves the snapshot, not the days recorded.
 */
export function snapshotUptime(snapshot: StatusSnapshot): UptimeDay[] {
  const { lastDay, days, shortfalls } = snapshot.uptime;
  return dailyUptime(lastDay, days, shortfalls);
}

/**
 * The page's description and hero text. "Live" is said only when a monitor is configured;
 * without one, both name the snapshot's date, so a visitor and a search result can tell its age.
 */
export function statusPageText(
  snapshot: StatusSnapshot,
  { monitored, locale = "en" }: { monitored: boolean; locale?: string },
): { description: string; heroDescription: string } {
  if (monitored) {
    return {
      description: snapshot.monitor.metaDescription,
      heroDescription: snapshot.monitor.heroDescription,
    };
  }
  const date = { date: snapshotDate(snapshot, locale) };
  return {
    description: fillTemplate(snapshot.meta.description, date),
    heroDescription: fillTemplate(snapshot.hero.description, date),
  };
}
