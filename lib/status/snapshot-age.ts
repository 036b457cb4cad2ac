/** A status snapshot older than this, with no monitor to replace it, needs a person. */
export const STATUS_SNAPSHOT_MAX_AGE_DAYS = 7;

const DAY_MS = 86_400_000;

export type StatusFreshness = {
  /** The calendar day (UTC) the snapshot is from. */
  snapshotDay: string;
  /** Whole days from the snapshot's day to the build day; negative if it is dated later. */
  ageDays: number;
  /** Whether a monitor is configured: visitors with script then see its state, not the snapshot. */
  monitored: boolean;
  /** No monitor, and the snapshot is more than STATUS_SNAPSHOT_MAX_AGE_DAYS old. */
  stale: boolean;
};

/**
 * How old the status page's snapshot is on the build day `buildDay` (`YYYY-MM-DD`, see
 * lib/dates/build-date.ts), and whether a monitor stands in for it. Pure, for the page and for the
 * content health report: `statusFreshness({ updatedAt: statusContent.updatedAt,
 * buildDay: buildDate(), monitor: siteConfig.statusMonitor })`.
 */
export function statusFreshness({
  updatedAt,
  buildDay,
  monitor,
}: {
  /** The snapshot's time, ISO 8601 (content/pages/status.yaml `updatedAt`). */
  updatedAt: string;
  buildDay: string;
  /** The configured monitor endpoint, if any. */
  monitor: string | undefined;
}): StatusFreshness {
  const taken = Date.parse(updatedAt);
  const built = Date.parse(`${buildDay}T00:00:00Z`);
  if (Number.isNaN(taken)) throw new Error(`the snapshot's time is not a date: "${updatedAt}"`);
  if (Number.isNaN(built)) throw new Error(`the build day is not a date: "${buildDay}"`);
  const snapshotDay = new Date(taken).toISOString().slice(0, 10);
  const ageDays = Math.round((built - Date.parse(`${snapshotDay}T00:00:00Z`)) / DAY_MS);
  const monitored = Boolean(monitor);
  return {
    snapshotDay,
    ageDays,
    monitored,
    stale: !monitored && ageDays > STATUS_SNAPSHOT_MAX_AGE_DAYS,
  };
}
