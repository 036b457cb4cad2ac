import * as z from "zod/mini";
import type {
  IncidentSeverity,
  IncidentStatus,
  ServiceStatus,
  StatusIncident,
  StatusReport,
  StatusService,
} from "@/lib/status/report";

/*
 * Atlassian Statuspage's public API v2 summary (`/api/v2/summary.json`), the format this site
 * reads from a monitor (docs/status-page.md says why and who serves it). Only what the page
 * shows is checked; anything else in the answer is ignored.
 */

/** Statuspage's component statuses, as the page's own four. */
const SERVICE_STATUS = {
  operational: "operational",
  degraded_performance: "degraded",
  partial_outage: "outage",
  major_outage: "outage",
  under_maintenance: "maintenance",
} as const satisfies Record<string, ServiceStatus>;

/** A postmortem is published after an incident is resolved. */
const INCIDENT_STATUS = {
  investigating: "investigating",
  identified: "identified",
  monitoring: "monitoring",
  resolved: "resolved",
  postmortem: "resolved",
} as const satisfies Record<string, IncidentStatus>;

/** "none" is an incident that affects nothing: it has no severity to show. */
const SEVERITY = {
  none: undefined,
  minor: "minor",
  major: "major",
  critical: "critical",
  maintenance: "maintenance",
} as const satisfies Record<string, IncidentSeverity | undefined>;

const keys = <T extends object>(record: T) => Object.keys(record) as [keyof T & string];

/** Statuspage writes offsets ("2025-09-16T10:00:00-06:00") as well as Z. */
const dateTime = z.iso.datetime({ offset: true });

/** A link from the monitor is shown only if it is https; anything else is dropped, not fatal. */
const httpsLink = z.catch(z.optional(z.nullable(z.url({ protocol: /^https$/ }))), undefined);

const component = z.object({
  id: z.string(),
  name: z.string().check(z.trim(), z.minLength(1)),
  status: z.enum(keys(SERVICE_STATUS)),
  description: z.optional(z.nullable(z.string())),
  position: z.optional(z.nullable(z.number())),
  group: z.optional(z.nullable(z.boolean())),
  group_id: z.optional(z.nullable(z.string())),
  only_show_if_degraded: z.optional(z.nullable(z.boolean())),
});

const incident = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  status: z.enum(keys(INCIDENT_STATUS)),
  impact: z.catch(z.optional(z.enum(keys(SEVERITY))), undefined),
  created_at: dateTime,
  started_at: z.optional(z.nullable(dateTime)),
  shortlink: httpsLink,
  incident_updates: z.array(
    z.object({
      // An update in a status this page does not name shows without one.
      status: z.catch(z.optional(z.enum(keys(INCIDENT_STATUS))), undefined),
      body: z.string(),
      created_at: dateTime,
      display_at: z.optional(z.nullable(dateTime)),
    }),
  ),
});

/**
 * The most open incidents a summary may list: a status page lists the unresolved ones, rarely
 * more than a handful. An answer with more is not drawn (the page keeps its snapshot), so a
 * broken or hostile monitor cannot fill the page. docs/status-page.md.
 */
export const STATUS_MAX_INCIDENTS = 50;

const statuspageSummary = z.object({
  page: z.object({ name: z.optional(z.string()), url: httpsLink }),
  components: z.array(component),
  incidents: z.array(incident).check(z.maxLength(STATUS_MAX_INCIDENTS)),
});

type StatuspageSummary = z.infer<typeof statuspageSummary>;

const iso = (dateTime: string) => new Date(dateTime).toISOString();
const newestFirst = (a: { time: string }, b: { time: string }) => b.time.localeCompare(a.time);

/**
 * The components a Statuspage page lists, in its order: a group's members (named with their
 * group) rather than the group itself, and an "only show if degraded" one only when it is not
 * operational.
 */
function services(components: StatuspageSummary["components"]): StatusService[] {
  const groups = new Map(components.filter((c) => c.group).map((c) => [c.id, c.name]));
  return components
    .filter((c) => !c.group && !(c.only_show_if_degraded && c.status === "operational"))
    .map((c, index) => ({ c, index }))
    .sort((a, b) => (a.c.position ?? a.index) - (b.c.position ?? b.index) || a.index - b.index)
    .map(({ c }) => ({
      name: c.name,
      ...(c.description ? { description: c.description } : {}),
      ...(c.group_id && groups.has(c.group_id) ? { group: groups.get(c.group_id) } : {}),
      status: SERVICE_STATUS[c.status],
    }));
}

function incidents(list: StatuspageSummary["incidents"]): StatusIncident[] {
  return list
    .map((entry) => {
      const severity = entry.impact ? SEVERITY[entry.impact] : undefined;
      return {
        title: entry.name,
        status: INCIDENT_STATUS[entry.status],
        ...(severity ? { severity } : {}),
        time: iso(entry.started_at ?? entry.created_at),
        ...(entry.shortlink ? { url: entry.shortlink } : {}),
        updates: entry.incident_updates
          .map((update) => ({
            time: iso(update.display_at ?? update.created_at),
            message: update.body,
            ...(update.status ? { status: INCIDENT_STATUS[update.status] } : {}),
          }))
          .sort(newestFirst),
      };
    })
    .sort(newestFirst);
}

/**
 * A Statuspage summary as the page's report, read at `checkedAt`; null when the answer is not
 * one (wrong shape, an unknown component status) or lists no service, so the caller keeps the
 * snapshot rather than show a half-read or empty page.
 */
export function reportFromSummary(json: unknown, checkedAt: string): StatusReport | null {
  const parsed = statuspageSummary.safeParse(json);
  if (!parsed.success) return null;
  const summary = parsed.data;
  const list = services(summary.components);
  if (list.length === 0) return null;
  return {
    source: "monitor",
    asOf: checkedAt,
    services: list,
    incidents: incidents(summary.incidents),
    ...(summary.page.url ? { pageUrl: summary.page.url } : {}),
  };
}
