import { describe, expect, it } from "vitest";
import { overallStatus } from "@/lib/status/report";
import { reportFromSummary } from "@/lib/status/statuspage-summary";
import {
  SAMPLE_PAGE_URL,
  sampleSummary,
  type SampleComponent,
  type SampleIncident,
} from "@/lib/status/statuspage-summary.samples";

const CHECKED = "2026-11-28T10:15:00.000Z";

const calm: SampleComponent[] = [
  { name: "Web Application", status: "operational", description: "Dashboard and CRM" },
  { name: "API", status: "operational" },
  { name: "SMS & Voice", status: "operational" },
];

const withStatus = (name: string, status: SampleComponent["status"]) =>
  calm.map((c) => (c.name === name ? { ...c, status } : c));

const report = (json: unknown) => {
  const result = reportFromSummary(json, CHECKED);
  if (!result) throw new Error("expected a report");
  return result;
};

const statuses = (json: unknown) =>
  Object.fromEntries(report(json).services.map((s) => [s.name, s.status]));

const smsDelays: SampleIncident = {
  name: "Delayed SMS delivery",
  status: "identified",
  impact: "minor",
  createdAt: "2026-11-28T08:45:00.000-05:00",
  updates: [
    {
      status: "identified",
      body: "A carrier is throttling traffic.",
      at: "2026-11-28T09:30:00-05:00",
    },
    {
      status: "investigating",
      body: "We are looking into delays.",
      at: "2026-11-28T08:45:00-05:00",
    },
  ],
};

describe("reportFromSummary", () => {
  it("maps an all-operational page: every service operational, no incidents", () => {
    const result = report(sampleSummary(calm));
    expect(result).toEqual({
      source: "monitor",
      asOf: CHECKED,
      pageUrl: SAMPLE_PAGE_URL,
      incidents: [],
      services: [
        { name: "Web Application", description: "Dashboard and CRM", status: "operational" },
        { name: "API", status: "operational" },
        { name: "SMS & Voice", status: "operational" },
      ],
    });
    expect(overallStatus(result.services)).toBe("operational");
  });

  it("maps degraded performance to degraded", () => {
    const json = sampleSummary(withStatus("API", "degraded_performance"));
    expect(statuses(json).API).toBe("degraded");
    expect(overallStatus(report(json).services)).toBe("degraded");
  });

  it("maps partial and major outages to outage", () => {
    const partial = sampleSummary(withStatus("API", "partial_outage"));
    const major = sampleSummary(withStatus("SMS & Voice", "major_outage"));
    expect(statuses(partial).API).toBe("outage");
    expect(statuses(major)["SMS & Voice"]).toBe("outage");
    expect(overallStatus(report(major).services)).toBe("outage");
  });

  it("maps maintenance to maintenance, which does not lower the banner", () => {
    const json = sampleSummary(withStatus("Web Application", "under_maintenance"));
    expect(statuses(json)["Web Application"]).toBe("maintenance");
    expect(overallStatus(report(json).services)).toBe("operational");
  });

  it("maps an open incident with its updates, newest first, times in UTC", () => {
    const json = sampleSummary(withStatus("SMS & Voice", "degraded_performance"), [smsDelays]);
    const [incident] = report(json).incidents;
    expect(incident).toEqual({
      title: "Delayed SMS delivery",
      status: "identified",
      severity: "minor",
      time: "2026-11-28T13:45:00.000Z",
      url: expect.stringMatching(/^https:\/\/stspg\.io\//),
      updates: [
        {
          time: "2026-11-28T14:30:00.000Z",
          message: "A carrier is throttling traffic.",
          status: "identified",
        },
        {
          time: "2026-11-28T13:45:00.000Z",
          message: "We are looking into delays.",
          status: "investigating",
        },
      ],
    });
  });

  it("maps a resolved incident, and a postmortem as resolved", () => {
    const resolved: SampleIncident = {
      ...smsDelays,
      status: "resolved",
      updates: [
        { status: "resolved", body: "Delivery is back to normal.", at: "2026-11-28T16:00:00Z" },
      ],
    };
    const postmortem = { ...resolved, name: "Login errors", status: "postmortem" };
    const result = report(sampleSummary(calm, [resolved, postmortem]));
    expect(result.incidents.map((i) => [i.title, i.status])).toEqual([
      ["Delayed SMS delivery", "resolved"],
      ["Login errors", "resolved"],
    ]);
    expect(result.incidents[0]?.updates[0]).toMatchObject({ status: "resolved" });
  });

  it("shows no severity for an incident without impact, and no status for an unknown update", () => {
    const quiet: SampleIncident = {
      ...smsDelays,
      impact: "none",
      updates: [{ status: "scheduled", body: "Heads up.", at: "2026-11-28T08:00:00Z" }],
    };
    const [incident] = report(sampleSummary(calm, [quiet])).incidents;
    expect(incident).not.toHaveProperty("severity");
    expect(incident?.updates[0]).toEqual({
      time: "2026-11-28T08:00:00.000Z",
      message: "Heads up.",
    });
  });

  it("lists a group's members with the group's name, not the group itself", () => {
    const json = sampleSummary([
      { name: "Web Application", status: "operational" },
      { name: "Email", status: "operational", group: "Messaging" },
      { name: "SMS", status: "major_outage", group: "Messaging" },
    ]);
    expect(report(json).services).toEqual([
      { name: "Web Application", status: "operational" },
      { name: "Email", group: "Messaging", status: "operational" },
      { name: "SMS", group: "Messaging", status: "outage" },
    ]);
  });

  it("hides an 'only show if degraded' service while it is operational", () => {
    const hidden = { name: "Legacy API", status: "operational", onlyShowIfDegraded: true } as const;
    expect(statuses(sampleSummary([...calm, hidden]))).not.toHaveProperty("Legacy API");
    const shown = { ...hidden, status: "partial_outage" } as const;
    expect(statuses(sampleSummary([...calm, shown]))["Legacy API"]).toBe("outage");
  });

  it("keeps the monitor's order of services", () => {
    const json = sampleSummary(calm);
    json.components.reverse();
    expect(report(json).services.map((s) => s.name)).toEqual(calm.map((c) => c.name));
  });

  it("drops links that are not https instead of rendering them", () => {
    const json = sampleSummary(calm, [{ ...smsDelays, shortlink: "javascript:alert(1)" }]);
    json.page.url = "http://status.stackless.example";
    const result = report(json);
    expect(result).not.toHaveProperty("pageUrl");
    expect(result.incidents[0]).not.toHaveProperty("url");
  });

  it.each([
    ["not an object", "<html>Bad gateway</html>"],
    ["null", null],
    ["no components", { page: { url: SAMPLE_PAGE_URL }, incidents: [] }],
    ["a status it does not know", sampleSummary([{ name: "API", status: "on_fire" as never }])],
    ["an incident with no date", sampleSummary(calm, [{ ...smsDelays, createdAt: "yesterday" }])],
    ["no service at all", sampleSummary([])],
    [
      "only hidden services",
      sampleSummary([{ name: "Legacy", status: "operational", onlyShowIfDegraded: true }]),
    ],
  ])("is null for %s, so the page keeps its snapshot", (_, json) => {
    expect(reportFromSummary(json, CHECKED)).toBeNull();
  });
});
