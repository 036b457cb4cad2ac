#!/usr/bin/env node
// `npm run dev:phone`: the preview for a phone on the same network. `npm run dev` answers this
// computer only (127.0.0.1); this one listens on every interface, and so leaves the content
// editor out (next.config.ts: its pages and API are not built), since anyone on the network
// can reach it. It answers this computer's own addresses only (scripts/dev-server.mjs). --port N.
import { spawn } from "node:child_process";
import { networkInterfaces } from "node:os";
import { fileURLToPath } from "node:url";
import { portToUse } from "./dev-port.mjs";

// The port chosen here and passed on, so the addresses printed are the ones it listens on.
const { port, rest } = await portToUse(process.argv.slice(2), "0.0.0.0");

/** This computer's addresses on the network (IPv4, not loopback): what a phone opens. */
const addresses = Object.values(networkInterfaces())
  .flat()
  .filter((address) => address && address.family === "IPv4" && !address.internal)
  .map((address) => address.address);

console.log(
  `Phone preview, without the editor (use npm run dev for it). On a phone on this network, open:\n` +
    (addresses.map((address) => `  http://${address}:${port}`).join("\n") || "  (no network)"),
);
const devServer = fileURLToPath(new URL("dev-server.mjs", import.meta.url));
const server = spawn(
  process.execPath,
  [devServer, "--hostname", "0.0.0.0", "--port", port, ...rest],
  {
    stdio: "inherit",
    env: { ...process.env, STACKLESS_PHONE_PREVIEW: addresses.join(",") },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
