import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchStatusReport,
  STATUS_MONITOR_MAX_BYTES,
  STATUS_MONITOR_TIMEOUT_MS,
} from "@/lib/status/fetch-monitor";
import { STATUS_MAX_INCIDENTS } from "@/lib/status/statuspage-summary";
import { sampleSummary } from "@/lib/status/statuspage-summary.samples";

const ENDPOINT = "https://status.stackless.example/api/v2/summary.json";
const NOW = new Date("2026-11-28T10:15:00Z");
const summary = sampleSummary([{ name: "API", status: "degraded_performance" }]);

function run(
  fetchImpl: (url: string, init: RequestInit) => Promise<Response>,
  signal?: AbortSignal,
) {
  const fetchMock = vi.fn(fetchImpl);
  const result = fetchStatusReport(ENDPOINT, {
    fetch: fetchMock as unknown as typeof fetch,
    now: () => NOW,
    signal,
  });
  return { result, fetchMock };
}

/** A fetch that answers only when its request is aborted, as a hung monitor does. */
const hang = (_: string, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("fetchStatusReport", () => {
  it("reads the monitor's summary, sending no cookies and no referrer", async () => {
    const { result, fetchMock } = run(async () => Response.json(summary));
    await expect(result).resolves.toMatchObject({
      source: "monitor",
      asOf: NOW.toISOString(),
      services: [{ name: "API", status: "degraded" }],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: "GET",
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
  });

  it("is null when the monitor fails (HTTP 500)", async () => {
    const { result } = run(async () => Response.json({ error: "oops" }, { status: 500 }));
    await expect(result).resolves.toBeNull();
  });

  it("is null when the network fails", async () => {
    const { result } = run(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(result).resolves.toBeNull();
  });

  it("is null for malformed JSON", async () => {
    const { result } = run(async () => new Response('{"page": {', { status: 200 }));
    await expect(result).resolves.toBeNull();
  });

  it("is null for JSON of another shape", async () => {
    const { result } = run(async () => Response.json({ status: "UP", activeIncidents: [] }));
    await expect(result).resolves.toBeNull();
  });

  it(`gives up after ${STATUS_MONITOR_TIMEOUT_MS} ms when the monitor does not answer`, async () => {
    vi.useFakeTimers();
    const { result } = run(hang);
    let settled = false;
    void result.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(STATUS_MONITOR_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
  });

  it("gives up when the body stalls after the headers", async () => {
    vi.useFakeTimers();
    const { result } = run(
      async (_, init) =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('{"page":'));
              init.signal?.addEventListener("abort", () =>
                controller.error(new DOMException("aborted", "AbortError")),
              );
            },
          }),
        ),
    );
    await vi.advanceTimersByTimeAsync(STATUS_MONITOR_TIMEOUT_MS);
    await expect(result).resolves.toBeNull();
  });

  it(`keeps the snapshot for an answer over ${STATUS_MONITOR_MAX_BYTES} bytes, read no further`, async () => {
    const big = JSON.stringify({ ...summary, padding: "x".repeat(STATUS_MONITOR_MAX_BYTES) });
    // A declared length over the bound: not a byte of the body is read.
    let pulled = 0;
    const declared = run(
      async () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              pulled++;
              controller.enqueue(new TextEncoder().encode(big));
              controller.close();
            },
          }),
          { headers: { "Content-Length": String(Buffer.byteLength(big)) } },
        ),
    );
    await expect(declared.result).resolves.toBeNull();
    expect(pulled).toBeLessThanOrEqual(1);
    // No length said: the body is cut as it arrives, in chunks of 64 KiB.
    let sent = 0;
    const streamed = run(
      async () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
              sent += 64 * 1024;
            },
          }),
        ),
    );
    await expect(streamed.result).resolves.toBeNull();
    expect(sent).toBeLessThan(STATUS_MONITOR_MAX_BYTES + 3 * 64 * 1024);
  });

  it(`keeps the snapshot for more than ${STATUS_MAX_INCIDENTS} open incidents, and reads as many`, async () => {
    const incident = (index: number) => ({
      name: `Incident ${index}`,
      status: "investigating",
      impact: "minor",
      createdAt: "2026-11-28T09:00:00Z",
      updates: [],
    });
    const at = (count: number) =>
      run(async () =>
        Response.json(
          sampleSummary(
            [{ name: "API", status: "degraded_performance" }],
            Array.from({ length: count }, (_, index) => incident(index)),
          ),
        ),
      ).result;
    await expect(at(STATUS_MAX_INCIDENTS)).resolves.toMatchObject({ source: "monitor" });
    await expect(at(STATUS_MAX_INCIDENTS + 1)).resolves.toBeNull();
  });

  it("stops when the caller aborts (the visitor left the page)", async () => {
    const leave = new AbortController();
    const { result } = run(hang, leave.signal);
    leave.abort();
    await expect(result).resolves.toBeNull();
  });
});
