import { describe, expect, it } from "vitest";
import { statusContent, statusSchema } from "@/content/pages/status";
import { overallStatus, summariseUptime } from "@/lib/status";
import { snapshotUptime } from "@/lib/status-page";

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

  it("refuses a shortfall outside the 90 days up to the snapshot, naming it", () => {
    const uptime = { ...statusContent.uptime, shortfalls: { "2025-09-17": 99, "2025-06-19": 99 } };
    expect(issues({ ...statusContent, uptime })).toEqual([
      "uptime.shortfalls.2025-09-17: is outside the 90 days up to the snapshot's day",
    ]);
  });

  it("refuses an incident update dated after the snapshot, naming it", () => {
    const [first, ...rest] = statusContent.incidents.items;
    if (!first) throw new Error("the snapshot has no incident");
    const late = { ...first, updates: [{ ...first.updates[0], time: "2025-09-16T10:01:00Z" }] };
    const incidents = { ...statusContent.incidents, items: [late, ...rest] };
    expect(issues({ ...statusContent, incidents })).toEqual([
      "incidents.items.0.updates.0.time: is after the snapshot's updatedAt",
    ]);
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
