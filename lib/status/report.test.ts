import { describe, expect, it } from "vitest";
import {
  affectedServices,
  averageUptime,
  dailyUptime,
  datedUptime,
  incidentStatusTone,
  overallStatus,
  serviceTone,
  severityTone,
  summariseUptime,
  trendIsGood,
  uptimeTone,
} from "@/lib/status/report";

const service = (name: string, status: "operational" | "degraded" | "outage" | "maintenance") => ({
  name,
  status,
});

describe("overallStatus", () => {
  it("reports all systems operational when every service is", () => {
    expect(overallStatus([service("API", "operational"), service("Email", "operational")])).toBe(
      "operational",
    );
  });

  it("reports degraded performance when any service is degraded", () => {
    expect(overallStatus([service("API", "operational"), service("SMS", "degraded")])).toBe(
      "degraded",
    );
  });

  it("reports an outage when any service is down, even beside a degraded one", () => {
    expect(
      overallStatus([
        service("SMS", "degraded"),
        service("API", "outage"),
        service("Web", "operational"),
      ]),
    ).toBe("outage");
  });

  it("does not lower the banner for scheduled maintenance", () => {
    expect(overallStatus([service("DB", "maintenance"), service("API", "operational")])).toBe(
      "operational",
    );
  });
});

describe("affectedServices", () => {
  it("names the services that are down first, then the degraded ones", () => {
    const names = affectedServices([
      service("SMS", "degraded"),
      service("Web", "operational"),
      service("API", "outage"),
    ]).map((entry) => entry.name);
    expect(names).toEqual(["API", "SMS"]);
  });
});

describe("colours", () => {
  it("gives each service status its colour, grey for anything else", () => {
    expect(serviceTone("operational")).toBe("green");
    expect(serviceTone("degraded")).toBe("yellow");
    expect(serviceTone("outage")).toBe("red");
    expect(serviceTone("maintenance")).toBe("grey");
  });

  it("gives each severity its colour", () => {
    expect(severityTone("critical")).toBe("red");
    expect(severityTone("major")).toBe("orange");
    expect(severityTone("minor")).toBe("yellow");
    expect(severityTone("maintenance")).toBe("blue");
  });

  it("marks other incident stages blue", () => {
    expect(incidentStatusTone("investigating")).toBe("orange");
    expect(incidentStatusTone("resolved")).toBe("green");
    expect(incidentStatusTone("monitoring")).toBe("blue");
    expect(incidentStatusTone("identified")).toBe("blue");
  });

  it("colours a day's bar by its uptime", () => {
    expect(uptimeTone(100)).toBe("green");
    expect(uptimeTone(99.9)).toBe("green");
    expect(uptimeTone(99.5)).toBe("yellow");
    expect(uptimeTone(98.9)).toBe("red");
  });
});

describe("uptime", () => {
  it("dates the values so that the last one falls on the last day", () => {
    expect(datedUptime("2025-09-16", [100, 99.5, 100])).toEqual([
      { date: "2025-09-14", uptime: 100 },
      { date: "2025-09-15", uptime: 99.5 },
      { date: "2025-09-16", uptime: 100 },
    ]);
  });

  it("averages to two decimals", () => {
    expect(averageUptime([100, 99.9, 99.91])).toBe(99.94);
    expect(averageUptime([])).toBe(100);
  });

  it("summarises the worst day and how many fell short", () => {
    const summary = summariseUptime(datedUptime("2025-09-16", [100, 99.2, 99.8, 100]));
    expect(summary).toEqual({
      average: 99.75,
      days: 4,
      daysBelowFull: 2,
      lowest: { date: "2025-09-14", uptime: 99.2 },
    });
    expect(summariseUptime(datedUptime("2025-09-16", [100, 100])).lowest).toBeUndefined();
  });
});

describe("dailyUptime", () => {
  it("fills the days at 100% and applies the shortfalls", () => {
    expect(dailyUptime("2025-09-16", 3, { "2025-09-15": 99.5, "2025-01-01": 1 })).toEqual([
      { date: "2025-09-14", uptime: 100 },
      { date: "2025-09-15", uptime: 99.5 },
      { date: "2025-09-16", uptime: 100 },
    ]);
  });
});

describe("trendIsGood", () => {
  it("reads the direction against what the metric wants", () => {
    expect(trendIsGood("up", true)).toBe(true);
    expect(trendIsGood("down", false)).toBe(true);
    expect(trendIsGood("up", false)).toBe(false);
  });
});
