import { describe, expect, it } from "vitest";
import { statusContent, statusSchema } from "@/content/pages/status";
import { overallStatus, summariseUptime } from "@/lib/status/report";
import { snapshotUptime } from "@/lib/status/snapshot";

const { services } = statusContent;

const issues = (data: unknown) =>
  statusSchema
    .safeParse(data)
    .error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

describe("status content", () => {
  it("adds up to the published 90-day uptime of 99.97%", () => {
    const days = snapshotUptime(statusContent);
    expect(days).toHaveLength(90);
    expect(summariseUptime(days).average).toBe(99.97);
  });

  it("refuses a shortfall outside the 90 days up to the history's last day, naming it", () => {
    const uptime = {
      ...statusContent.uptime,
      lastDay: "2025-09-16",
      shortfalls: { "2025-09-17": 99, "2025-06-19": 99 },
    };
    expect(issues({ ...statusContent, updatedAt: "2025-09-18T10:00:00Z", uptime })).toEqual([
      "uptime.shortfalls.2025-09-17: is outside the 90 days up to the history's last day, 2025-09-16 (uptime.lastDay)",
    ]);
  });

  it("refuses an uptime history that ends after the snapshot's day", () => {
    const uptime = { ...statusContent.uptime, lastDay: "2025-09-17" };
    expect(issues({ ...statusContent, uptime })).toEqual([
      "uptime.lastDay: is after the snapshot's day, 2025-09-16 (updatedAt): the history cannot record a day the snapshot had not seen",
    ]);
  });

  it("takes today's incident once updatedAt moves to it, the history kept as recorded", () => {
    const now = "2026-11-29T09:30:00Z";
    const incident = {
      title: "Email sending delayed",
      status: "resolved",
      severity: "minor",
      time: "2026-11-29T08:50:00Z",
      description: "Campaign emails left our servers up to 20 minutes late.",
      updates: [
        { time: "2026-11-29T09:20:00Z", status: "resolved", message: "Every email has gone out." },
        { time: "2026-11-29T08:50:00Z", status: "investigating", message: "We are looking." },
      ],
    };
    const incidents = {
      ...statusContent.incidents,
      items: [...statusContent.incidents.items, incident],
    };
    expect(issues({ ...statusContent, incidents })).toEqual([
      "incidents.items.2.time: is after updatedAt (in the editor, Updated at (UTC)), when the snapshot was taken: set updatedAt to when you checked, this time or later",
      "incidents.items.2.updates.0.time: is after updatedAt (in the editor, Updated at (UTC)), when the snapshot was taken: set updatedAt to when you checked, this time or later",
      "incidents.items.2.updates.1.time: is after updatedAt (in the editor, Updated at (UTC)), when the snapshot was taken: set updatedAt to when you checked, this time or later",
    ]);
    expect(issues({ ...statusContent, updatedAt: now, incidents })).toEqual([]);
  });

  it("has one degraded service, so the banner reports degraded performance", () => {
    expect(services.items.filter((service) => service.status === "degraded")).toHaveLength(1);
    expect(overallStatus(services.items)).toBe("degraded");
  });

  it("keeps its sample figures", () => {
    const uptimes = services.items.map((service) => service.uptime);
    const times = services.items.map((service) => service.responseTimeMs);
    expect(Math.min(...uptimes)).toBe(97.2);
    expect(Math.max(...uptimes)).toBe(99.99);
    expect(Math.min(...times)).toBe(12);
    expect(Math.max(...times)).toBe(450);
  });
});
