import { describe, expect, it } from "vitest";
import { statusContent } from "@/content/pages/status";
import { overallStatus } from "@/lib/status/report";
import {
  snapshotDate,
  snapshotDay,
  snapshotReport,
  snapshotTime,
  snapshotUptime,
  statusPageText,
} from "@/lib/status/snapshot";

/** Words that claim the data is from now; the snapshot must not use them. */
const NOW_WORDS = /\b(live|current(ly)?|right now|real[- ]time)\b/i;

describe("the status page's snapshot", () => {
  const snapshot = {
    ...statusContent,
    updatedAt: "2025-09-16T10:00:00Z",
    meta: { ...statusContent.meta, description: "Status as of {date}." },
    hero: { ...statusContent.hero, description: "How it was on {date}." },
  };

  it("is dated by its day and time, in UTC", () => {
    expect(snapshotDay(snapshot)).toBe("2025-09-16");
    expect(snapshotDate(snapshot)).toBe("16 September 2025");
    expect(snapshotTime(snapshot)).toBe("16 Sep 2025, 10:00 UTC");
  });

  it("names its date, and never says live, when no monitor is configured", () => {
    const text = statusPageText(snapshot, { monitored: false });
    expect(text).toEqual({
      description: "Status as of 16 September 2025.",
      heroDescription: "How it was on 16 September 2025.",
    });
    const real = statusPageText(statusContent, { monitored: false });
    for (const words of Object.values(real)) {
      expect(words).not.toMatch(NOW_WORDS);
      expect(words).toContain(snapshotDate(statusContent));
    }
  });

  it("uses the monitor's words when one is configured", () => {
    expect(statusPageText(statusContent, { monitored: true })).toEqual({
      description: statusContent.monitor.metaDescription,
      heroDescription: statusContent.monitor.heroDescription,
    });
  });

  it("reports its services and incidents as a snapshot, at its time", () => {
    const report = snapshotReport(statusContent);
    expect(report.source).toBe("snapshot");
    expect(report.asOf).toBe(statusContent.updatedAt);
    expect(report.services.map((s) => s.name)).toEqual(
      statusContent.services.items.map((s) => s.name),
    );
    expect(overallStatus(report.services)).toBe(overallStatus(statusContent.services.items));
    expect(report.incidents).toHaveLength(statusContent.incidents.items.length);
  });

  it("lists incidents newest first, whatever their order in the file", () => {
    const items = statusContent.incidents.items;
    const oldestFirst = {
      ...statusContent,
      incidents: { ...statusContent.incidents, items: [...items].reverse() },
    };
    const times = snapshotReport(oldestFirst).incidents.map((incident) =>
      Date.parse(incident.time),
    );
    expect(times).toHaveLength(items.length);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBeGreaterThan(1);
  });

  it("lists an incident's updates newest first, whatever their order in the file", () => {
    const [first] = statusContent.incidents.items;
    if (!first) throw new Error("the snapshot has no incident");
    const reversed = { ...first, updates: [...first.updates].reverse() };
    const report = snapshotReport({
      ...statusContent,
      incidents: { ...statusContent.incidents, items: [reversed] },
    });
    const times = report.incidents[0]!.updates.map((update) => Date.parse(update.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("ends its daily uptime on the history's own last day", () => {
    const days = snapshotUptime(statusContent);
    expect(days).toHaveLength(statusContent.uptime.days);
    expect(days.at(-1)?.date).toBe(statusContent.uptime.lastDay);
  });

  it("keeps the recorded days when the snapshot moves on (today's incident posted)", () => {
    const today = { ...statusContent, updatedAt: "2026-11-29T09:30:00Z" };
    expect(snapshotUptime(today)).toEqual(snapshotUptime(statusContent));
    expect(snapshotDay(today)).toBe("2026-11-29");
  });
});
