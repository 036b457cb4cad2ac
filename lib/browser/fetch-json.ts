import { boundedText } from "@/lib/text/bounded-body";

export type PublicJsonOptions = {
  /** The request is aborted after this long, body included, and counts as failed. */
  timeoutMs: number;
  /** Aborts the request early (the island unmounted). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** An answer longer than this many bytes counts as failed, read no further than that. */
  maxBytes?: number;
};

/**
 * GETs JSON from a third-party endpoint the way the site asks anyone for data: no cookies, no
 * referrer, nothing cached. Undefined for any failure (network, HTTP status, JSON, timeout,
 * abort, an answer over `maxBytes`), which no JSON parses to.
 */
export async function fetchPublicJson(
  endpoint: string,
  { timeoutMs, signal, fetch: fetchImpl = fetch, maxBytes }: PublicJsonOptions,
): Promise<unknown> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, timeoutMs);
  signal?.addEventListener("abort", abort);
  try {
    const response = await fetchImpl(endpoint, {
      method: "GET",
      credentials: "omit",
      referrerPolicy: "no-referrer",
      cache: "no-store",
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    if (!response.ok) return undefined;
    // Under the same timeout: an endpoint that sends headers and then stalls is slow too.
    if (maxBytes === undefined) return (await response.json()) as unknown;
    const text = await boundedText(response, maxBytes);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", abort);
  }
}
