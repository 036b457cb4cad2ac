import { describe, expect, it } from "vitest";
import { STATUS_SNAPSHOT_MAX_AGE_DAYS, statusFreshness } from "@/lib/status/snapshot-age";

const SNAPSHOT = "2025-09-16T10:00:00Z";
const MONITOR = "https://status.stackless.example/api/v2/summary.json";

describe("statusFreshness", () => {
  it("counts whole days from the snapshot's day to the build day", () => {
    expect(
      statusFreshness({ updatedAt: SNAPSHOT, buildDay: "2026-11-28", monitor: undefined }),
    ).toEqual({ snapshotDay: "2025-09-16", ageDays: 438, monitored: false, stale: true });
  });

  it("reads the snapshot's day in UTC, whatever offset it was written with", () => {
    const late = statusFreshness({
      updatedAt: "2025-09-16T23:30:00-05:00",
      buildDay: "2025-09-17",
      monitor: undefined,
    });
    expect(late).toMatchObject({ snapshotDay: "2025-09-17", ageDays: 0 });
  });

  it(`is stale only past ${STATUS_SNAPSHOT_MAX_AGE_DAYS} days`, () => {
    const onDay = (buildDay: string) =>
      statusFreshness({ updatedAt: SNAPSHOT, buildDay, monitor: undefined });
    expect(onDay("2025-09-23")).toMatchObject({ ageDays: 7, stale: false });
    expect(onDay("2025-09-24")).toMatchObject({ ageDays: 8, stale: true });
  });

  it("is never stale with a monitor configured, and says so", () => {
    expect(
      statusFreshness({ updatedAt: SNAPSHOT, buildDay: "2026-11-28", monitor: MONITOR }),
    ).toMatchObject({ ageDays: 438, monitored: true, stale: false });
  });

  it("gives a negative age for a snapshot dated after the build day", () => {
    expect(
      statusFreshness({ updatedAt: SNAPSHOT, buildDay: "2025-09-10", monitor: undefined }),
    ).toMatchObject({ ageDays: -6, stale: false });
  });

  it("refuses what is not a date, naming it", () => {
    expect(() =>
      statusFreshness({ updatedAt: "soon", buildDay: "2026-11-28", monitor: undefined }),
    ).toThrow('"soon"');
    expect(() =>
      statusFreshness({ updatedAt: SNAPSHOT, buildDay: "today", monitor: undefined }),
    ).toThrow('"today"');
  });
});
