import { existsSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { siteConfig, statusContent } from "./content";
import { hostConfig } from "@/lib/hosting/host-config";
import {
  sampleSummary,
  type SampleComponent,
  type SampleIncident,
} from "@/lib/status/statuspage-summary.samples";
import { headerPolicy, withPolicyMeta } from "@/scripts/host-headers.mjs";

/** The snapshot's services, as a monitor that watches the same ones would list them. */
const calmServices: SampleComponent[] = statusContent.services.items.map((service) => ({
  name: service.name,
  description: service.description,
  status: "operational",
}));

const withService = (name: string, status: SampleComponent["status"]) =>
  calmServices.map((service) => (service.name === name ? { ...service, status } : service));

const operational = statusContent.services.items.filter((s) => s.status === "operational");
const operationalName = (index: number) => {
  const service = operational[index];
  if (!service) throw new Error(`the status snapshot needs ${index + 1} operational services`);
  return service.name;
};
/** Services the snapshot lists as operational, which the fake monitor reports otherwise. */
export const FAKE = {
  incidentService: operationalName(0),
  downService: operationalName(1),
  degradedService: operationalName(2),
};

export const OPEN_INCIDENT: SampleIncident = {
  name: "Login errors for some accounts",
  status: "identified",
  impact: "major",
  createdAt: "2026-11-27T21:58:00Z",
  updates: [
    {
      status: "identified",
      body: "A faulty session cache node is being replaced. Logins are recovering.",
      at: "2026-11-27T22:20:00Z",
    },
    {
      status: "investigating",
      body: "Some accounts see an error when they log in. We are investigating.",
      at: "2026-11-27T21:58:00Z",
    },
  ],
};

/** What the fake monitor answers at `/<state>/api/v2/summary.json`. */
const answers = {
  operational: { json: sampleSummary(calmServices) },
  degraded: { json: sampleSummary(withService(FAKE.degradedService, "degraded_performance")) },
  outage: { json: sampleSummary(withService(FAKE.downService, "major_outage")) },
  incident: {
    json: sampleSummary(withService(FAKE.incidentService, "partial_outage"), [OPEN_INCIDENT]),
  },
  failure: { status: 500, json: { error: "Internal Server Error" } },
  malformed: { body: '{"page":{"id":"y2j98763l56x","name":"Stackless"},"components":[{"id":' },
  // Instatus's own summary: JSON, but not the Statuspage format.
  foreign: { json: { page: { name: "Stackless", status: "HASISSUES" }, activeIncidents: [] } },
  hang: null,
} as const;

type MonitorState = keyof typeof answers;

export type FakeMonitor = {
  /** The summary URL answering in `state`. */
  url: (state: MonitorState) => string;
  /** The headers of every request it received, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close: () => Promise<void>;
};

/**
 * A Statuspage-format monitor on this machine, on a free port: it answers with CORS allowed
 * for any origin, as Statuspage's public API does, and never answers `hang`.
 */
export async function startFakeMonitor(): Promise<FakeMonitor> {
  const requests: FakeMonitor["requests"] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push({ path, headers: request.headers });
    const state = /^\/(\w+)\/api\/v2\/summary\.json$/.exec(path)?.[1] as MonitorState | undefined;
    if (!state || !(state in answers)) {
      response.writeHead(404).end();
      return;
    }
    const answer = answers[state];
    if (!answer) return; // hang: keep the request open until the server closes
    const body = "body" in answer ? answer.body : JSON.stringify(answer.json);
    response.writeHead("status" in answer ? answer.status : 200, {
      "content-type": "application/json",
      "access-control-allow-origin": "*",
      "cache-control": "max-age=0, no-cache",
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (state) => `http://127.0.0.1:${port}/${state}/api/v2/summary.json`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const NO_MONITOR = String.raw`\"monitorEndpoint\":null`;

/**
 * Serves /status as a build with NEXT_PUBLIC_STATUS_MONITOR_URL=`endpoint` serves it, without a
 * second build: such a build differs in the endpoint the server hands the status island (in the
 * page's RSC payload) and in its policies, whose connect-src names the monitor. This swaps the
 * endpoint in and recomputes both policies with the build's own functions (lib/hosting/host-config.ts,
 * scripts/host-headers.mjs) for a configuration with the monitor. The page's hero and
 * description words for a monitor are not swapped (lib/status/snapshot.test.ts covers them).
 */
export async function serveWithMonitor(page: Page, endpoint: string) {
  const config = {
    ...hostConfig({ ...siteConfig, statusMonitor: endpoint }),
    wasm: existsSync("out/pagefind"),
  };
  // A page this route fulfils has no address, so Chromium counts it as public and asks before
  // it reaches the loopback monitor; a deployed site and monitor are both public.
  await page.context().grantPermissions(["local-network-access"]);
  await page.route(
    (url) => url.pathname === "/status",
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      expect(html.split(NO_MONITOR), "one status island without a monitor").toHaveLength(2);
      const body = withPolicyMeta(
        html.replace(NO_MONITOR, String.raw`\"monitorEndpoint\":\"${endpoint}\"`),
        config,
      );
      const headers: Record<string, string> = {
        ...response.headers(),
        "content-security-policy": headerPolicy(config),
      };
      delete headers["content-length"];
      delete headers["content-encoding"];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}
