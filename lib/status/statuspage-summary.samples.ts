/*
 * Statuspage v2 summaries as a monitor sends them (every field Statuspage documents, most of
 * which the page ignores), for the unit tests and the e2e fake monitor. Test data only.
 */

type SampleComponentStatus =
  "operational" | "degraded_performance" | "partial_outage" | "major_outage" | "under_maintenance";

export type SampleComponent = {
  name: string;
  status: SampleComponentStatus;
  description?: string | null;
  group?: string;
  onlyShowIfDegraded?: boolean;
};

type SampleUpdate = { status: string; body: string; at: string };

export type SampleIncident = {
  name: string;
  status: string;
  impact: string;
  createdAt: string;
  updates: SampleUpdate[];
  shortlink?: string;
};

const PAGE_ID = "y2j98763l56x";
const UPDATED = "2026-11-28T09:00:00.000Z";
export const SAMPLE_PAGE_URL = "https://status.stackless.example";

const id = (prefix: string, index: number) => `${prefix}${String(index).padStart(10, "0")}`;

function componentsJson(components: readonly SampleComponent[]) {
  const groups = [...new Set(components.flatMap((c) => (c.group ? [c.group] : [])))];
  const groupId = (name: string) => id("g", groups.indexOf(name));
  const base = {
    page_id: PAGE_ID,
    created_at: "2025-03-01T10:00:00.000Z",
    updated_at: UPDATED,
    showcase: true,
    start_date: "2025-03-01",
  };
  return [
    ...groups.map((name, index) => ({
      ...base,
      id: groupId(name),
      name,
      status: "operational",
      description: null,
      position: index + 1,
      group: true,
      group_id: null,
      only_show_if_degraded: false,
      components: components.flatMap((c, i) => (c.group === name ? [id("c", i)] : [])),
    })),
    ...components.map((c, index) => ({
      ...base,
      id: id("c", index),
      name: c.name,
      status: c.status,
      description: c.description ?? null,
      position: index + 1,
      group: false,
      group_id: c.group ? groupId(c.group) : null,
      only_show_if_degraded: c.onlyShowIfDegraded ?? false,
    })),
  ];
}

function incidentJson(incident: SampleIncident, index: number) {
  const incidentId = id("i", index);
  const last = incident.updates[0]?.at ?? incident.createdAt;
  return {
    id: incidentId,
    name: incident.name,
    status: incident.status,
    impact: incident.impact,
    created_at: incident.createdAt,
    updated_at: last,
    monitoring_at: null,
    resolved_at: incident.status === "resolved" ? last : null,
    started_at: incident.createdAt,
    page_id: PAGE_ID,
    shortlink: incident.shortlink ?? `https://stspg.io/${incidentId}`,
    components: [],
    incident_updates: incident.updates.map((update, updateIndex) => ({
      id: id("u", index * 100 + updateIndex),
      incident_id: incidentId,
      status: update.status,
      body: update.body,
      created_at: update.at,
      updated_at: update.at,
      display_at: update.at,
      affected_components: null,
      deliver_notifications: true,
      custom_tweet: null,
      tweet_id: null,
    })),
  };
}

const INDICATORS = { none: "All Systems Operational", minor: "Minor Service Outage" };

/** A whole `/api/v2/summary.json` answer listing `components` and `incidents`. */
export function sampleSummary(
  components: readonly SampleComponent[],
  incidents: readonly SampleIncident[] = [],
) {
  const calm = components.every((c) => c.status === "operational") && incidents.length === 0;
  const indicator = calm ? "none" : "minor";
  return {
    page: {
      id: PAGE_ID,
      name: "Stackless",
      url: SAMPLE_PAGE_URL,
      time_zone: "Etc/UTC",
      updated_at: UPDATED,
    },
    status: { indicator, description: INDICATORS[indicator] },
    components: componentsJson(components),
    incidents: incidents.map(incidentJson),
    scheduled_maintenances: [],
  };
}
