import type { StatusReport } from "@/lib/status";
import { fetchPublicJson } from "@/lib/fetch-json";
import { reportFromSummary } from "@/lib/statuspage";

/** A monitor that has not answered by then counts as down: the page keeps its snapshot. */
export const STATUS_MONITOR_TIMEOUT_MS = 4000;

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
 * for any failure (network, HTTP status, JSON, shape, timeout), so the page keeps its snapshot.
 * The request carries no cookies and no referrer (lib/fetch-json.ts).
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
  const body = await fetchPublicJson(endpoint, { timeoutMs, signal, fetch });
  if (body === undefined) return null;
  return reportFromSummary(body, now().toISOString());
}
