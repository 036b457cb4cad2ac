#!/usr/bin/env node
// `npm run dev` (and `npm run dev:phone`): next dev behind a check of who is asking. Every request
// and every socket upgrade is refused unless its Host is this computer (a loopback name, or for the
// phone preview this computer's network addresses) before Next's handler sees it: so the pages, the
// editor, Next's own `/__nextjs_*` endpoints (source maps, "open in editor"), the hot-reload socket
// and any endpoint a later Next adds answer no page that rebinds its own domain to 127.0.0.1 and no
// device that reaches another address. See docs/security-headers.md.
//
//   node scripts/dev-server.mjs --hostname 127.0.0.1 [--port 3000]   (npm run dev starts it)
import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import next from "next";
import { foreignHostReason } from "./local-host.mjs";

const USAGE = "Usage: node scripts/dev-server.mjs --hostname <address> [--port <number>]";

/** `--hostname`/`-H` and `--port`/`-p`, as next dev reads them (`--port=3000` too). */
export function devServerOptions(args, env = process.env) {
  const options = { hostname: undefined, port: Number(env.PORT) || 3000 };
  for (let at = 0; at < args.length; at++) {
    const [flag, inline] = args[at].split(/=(.*)/s);
    if (!["--hostname", "-H", "--port", "-p"].includes(flag)) {
      throw new Error(`Unknown option ${flag}. ${USAGE}`);
    }
    const value = inline ?? args[++at];
    if (value === undefined) throw new Error(`${flag} needs a value. ${USAGE}`);
    if (flag === "--hostname" || flag === "-H") options.hostname = value;
    else if (flag === "--port" || flag === "-p") {
      options.port = Number(value);
      if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
        throw new Error(`--port ${value} is not a port number. ${USAGE}`);
      }
    }
  }
  if (!options.hostname) throw new Error(`Say which address to listen on. ${USAGE}`);
  return options;
}

/** The words of a refusal: the reason, and where the preview does answer. */
const refusal = (reason) =>
  `Refused: ${reason}. The preview answers this computer only (http://localhost).`;

async function main() {
  const { hostname, port } = devServerOptions(process.argv.slice(2));
  // As next dev sets them: the development build, and the port the editor's API checks
  // (lib/editor/editor-api.ts, networkExposure).
  process.env.NODE_ENV = "development";
  process.env.PORT = String(port);
  // The phone preview's addresses (scripts/dev-phone.mjs): also this computer.
  const networkHosts = (process.env.STACKLESS_PHONE_PREVIEW ?? "").split(",").filter(Boolean);

  // Next listens for socket upgrades (hot reload) on the server it is given; given this emitter,
  // it hears only the upgrades the check below lets through.
  const upgrades = new EventEmitter();
  const app = next({ dev: true, hostname, port, turbopack: true, httpServer: upgrades });
  await app.prepare();
  const handle = app.getRequestHandler();

  const foreign = (request) =>
    foreignHostReason(
      { host: request.headers.host, forwardedHost: request.headers["x-forwarded-host"] },
      networkHosts,
    );

  const server = createServer((request, response) => {
    const reason = foreign(request);
    if (reason) {
      console.warn(`The preview refused ${request.method} ${request.url}: ${reason}.`);
      response.writeHead(403, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      });
      response.end(refusal(reason));
      return;
    }
    handle(request, response);
  });
  server.on("upgrade", (request, socket, head) => {
    const reason = foreign(request);
    if (reason || upgrades.listenerCount("upgrade") === 0) {
      const text = reason ? refusal(reason) : "Not ready: load a page first.";
      socket.end(
        `HTTP/1.1 ${reason ? "403 Forbidden" : "503 Service Unavailable"}\r\n` +
          `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
          `Connection: close\r\n\r\n${text}`,
      );
      return;
    }
    upgrades.emit("upgrade", request, socket, head);
  });
  // The launchers (scripts/dev.mjs, scripts/dev-phone.mjs) say the addresses and warm it up.
  server.listen(port, hostname);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      server.close();
      app.close().finally(() => process.exit(0));
    });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
