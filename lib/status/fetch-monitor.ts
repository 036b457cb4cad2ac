import type { StatusReport } from "@/lib/status/report";
import { fetchPublicJson } from "@/lib/browser/fetch-json";
import { reportFromSummary } from "@/lib/status/statuspage-summary";

/** A monitor that has not answered by then counts as down: the page keeps its snapshot. */
export const STATUS_MONITOR_TIMEOUT_MS = 4000;
/**
 * The longest answer read from a monitor: a Statuspage summary of a large page is tens of KB
 * (githubstatus.com's, 2026: 7 KB). A longer one is not read further and the page keeps its
 * snapshot: a 13.5 MB answer drawn whole kept the page busy for about 35 s. docs/status-page.md.
 */
export const STATUS_MONITOR_MAX_BYTES = 512 * 1024;

export type StatusMonitorOptions = {
  /** Aborts the request early (the page was left). */
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** When the answer was read, ISO 8601 (the report's `asOf`). */
  now?: () => Date;
};

/**
 * Reads a Statuspage-format summary from `endpoint` and maps it onto the page's report; null
 * for any failure (network, HTTP status, JSON, shape, timeout, an answer over
 * STATUS_MONITOR_MAX_BYTES or with more than STATUS_MAX_INCIDENTS open incidents), so the page
 * keeps its snapshot.
 * The request carries no cookies and no referrer (lib/browser/fetch-json.ts).
 */
export async function fetchStatusReport(
  endpoint: string,
  {
    signal,
    timeoutMs = STATUS_MONITOR_TIMEOUT_MS,
    fetch,
    now = () => new Date(),
  }: StatusMonitorOptions = {},
): Promise<StatusReport | null> {
  const body = await fetchPublicJson(endpoint, {
    timeoutMs,
    signal,
    fetch,
    maxBytes: STATUS_MONITOR_MAX_BYTES,
  });
  if (body === undefined) return null;
  return reportFromSummary(body, now().toISOString());
}
