import { describe, expect, it } from "vitest";
import { statusContent } from "@/content/pages/status";
import { dailyUptime, overallStatus, summariseUptime } from "@/lib/status";

const { uptime, services } = statusContent;

describe("status content", () => {
  it("adds up to the published 90-day uptime of 99.97%", () => {
    const days = dailyUptime(uptime.lastDay, uptime.days, uptime.shortfalls);
    expect(days).toHaveLength(90);
    expect(summariseUptime(days).average).toBe(99.97);
  });

  it("only records shortfalls inside the 90-day window", () => {
    const dates = new Set(dailyUptime(uptime.lastDay, uptime.days, {}).map((day) => day.date));
    for (const date of Object.keys(uptime.shortfalls)) expect(dates.has(date), date).toBe(true);
  });

  it("has one degraded service, so the banner reports degraded performance", () => {
    expect(services.items.filter((service) => service.status === "degraded")).toHaveLength(1);
    expect(overallStatus(services.items)).toBe("degraded");
  });

  it("keeps the sample figures of the spec", () => {
    const uptimes = services.items.map((service) => service.uptime);
    const times = services.items.map((service) => service.responseTimeMs);
    expect(Math.min(...uptimes)).toBe(97.2);
    expect(Math.max(...uptimes)).toBe(99.99);
    expect(Math.min(...times)).toBe(12);
    expect(Math.max(...times)).toBe(450);
  });
});
