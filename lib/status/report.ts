import { addDays } from "@/lib/dates/format-date";

export const serviceStatuses = ["operational", "degraded", "outage", "maintenance"] as const;
export type ServiceStatus = (typeof serviceStatuses)[number];

export const incidentStatuses = ["investigating", "identified", "monitoring", "resolved"] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

export const incidentSeverities = ["critical", "major", "minor", "maintenance"] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];

/** One service as the status page shows it; only the snapshot knows its uptime and latency. */
export type StatusService = {
  name: string;
  description?: string;
  /** The group a monitor files it under ("API" for "Webhooks"), if any. */
  group?: string;
  status: ServiceStatus;
  uptime?: number;
  responseTimeMs?: number;
};

type StatusIncidentUpdate = { time: string; message: string; status?: IncidentStatus };

export type StatusIncident = {
  title: string;
  status: IncidentStatus;
  /** A monitor may report an incident with no impact ("none"): then there is no severity. */
  severity?: IncidentSeverity;
  time: string;
  description?: string;
  /** Newest first. */
  updates: StatusIncidentUpdate[];
  /** The incident's own page at the monitor (https only). */
  url?: string;
};

/**
 * What the status page's board shows: the snapshot written in content/pages/status.yaml, or a
 * monitor's answer mapped onto the same shape (lib/status/statuspage-summary.ts). The banner is derived from it.
 */
export type StatusReport = {
  source: "snapshot" | "monitor";
  /** When the data is from: the snapshot's time, or when the browser read the monitor. */
  asOf: string;
  services: StatusService[];
  incidents: StatusIncident[];
  /** The monitor's own page, where its history lives (https only). */
  pageUrl?: string;
};

/** The status colours, by name; components map them to classes. */
export type StatusTone = "green" | "yellow" | "orange" | "red" | "blue" | "grey";

/** The three states the banner can report; scheduled maintenance does not lower it. */
export type OverallStatus = "operational" | "degraded" | "outage";

/**
 * The banner the way hosted status pages derive it: any outage wins, then any degradation;
 * otherwise every system counts as operational.
 */
export function overallStatus(services: readonly { status: ServiceStatus }[]): OverallStatus {
  if (services.some((service) => service.status === "outage")) return "outage";
  if (services.some((service) => service.status === "degraded")) return "degraded";
  return "operational";
}

/** Services the banner should name: those degraded or down, worst first. */
export function affectedServices<T extends { name: string; status: ServiceStatus }>(
  services: readonly T[],
): T[] {
  const rank: Partial<Record<ServiceStatus, number>> = { outage: 0, degraded: 1 };
  return services
    .filter((service) => rank[service.status] !== undefined)
    .sort((a, b) => (rank[a.status] as number) - (rank[b.status] as number));
}

export function serviceTone(status: string): StatusTone {
  switch (status) {
    case "operational":
      return "green";
    case "degraded":
      return "yellow";
    case "outage":
      return "red";
    default:
      return "grey";
  }
}

export function overallTone(status: OverallStatus): StatusTone {
  return serviceTone(status);
}

/** Investigating needs attention, resolved is done; every stage in between is blue. */
export function incidentStatusTone(status: IncidentStatus): StatusTone {
  if (status === "investigating") return "orange";
  if (status === "resolved") return "green";
  return "blue";
}

export function severityTone(severity: IncidentSeverity): StatusTone {
  switch (severity) {
    case "critical":
      return "red";
    case "major":
      return "orange";
    case "minor":
      return "yellow";
    case "maintenance":
      return "blue";
  }
}

/** Daily uptime below these shares of the day turns a bar yellow, then red. */
export const UPTIME_THRESHOLDS = { healthy: 99.9, degraded: 99 } as const;

export function uptimeTone(uptime: number): StatusTone {
  if (uptime >= UPTIME_THRESHOLDS.healthy) return "green";
  if (uptime >= UPTIME_THRESHOLDS.degraded) return "yellow";
  return "red";
}

export type UptimeDay = { date: string; uptime: number };

/** Dates the daily uptimes, oldest first, so that the last value falls on `lastDay`. */
export function datedUptime(lastDay: string, values: readonly number[]): UptimeDay[] {
  return values.map((uptime, index) => ({
    date: addDays(lastDay, index - (values.length - 1)),
    uptime,
  }));
}

/** Mean of the daily uptimes, in percent, rounded to two decimals as status pages print it. */
export function averageUptime(values: readonly number[]): number {
  if (values.length === 0) return 100;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return Math.round(mean * 100) / 100;
}

export type UptimeSummary = {
  average: number;
  days: number;
  daysBelowFull: number;
  lowest: UptimeDay | undefined;
};

export function summariseUptime(days: readonly UptimeDay[]): UptimeSummary {
  const lowest = days.reduce<UptimeDay | undefined>(
    (worst, day) => (!worst || day.uptime < worst.uptime ? day : worst),
    undefined,
  );
  return {
    average: averageUptime(days.map((day) => day.uptime)),
    days: days.length,
    daysBelowFull: days.filter((day) => day.uptime < 100).length,
    lowest: lowest && lowest.uptime < 100 ? lowest : undefined,
  };
}

/**
 * A daily series of `days` values ending on `lastDay`: 100% except on the listed dates. Status
 * data only records the days that fell short.
 */
export function dailyUptime(
  lastDay: string,
  days: number,
  shortfalls: Readonly<Record<string, number>>,
): UptimeDay[] {
  return datedUptime(lastDay, Array<number>(days).fill(100)).map((day) => ({
    ...day,
    uptime: shortfalls[day.date] ?? day.uptime,
  }));
}

/** Whether a metric moved the right way: lower is better for latency and errors. */
export function trendIsGood(trend: "up" | "down", higherIsBetter: boolean): boolean {
  return (trend === "up") === higherIsBetter;
}
