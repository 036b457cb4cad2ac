// Shared by the benchmark scripts: serving an export with scripts/serve.mjs (gzip on) on a free
// port of 127.0.0.1, where `npm run bench` keeps its hello-world project, and the median.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The hello-world Next.js project `npm run bench` builds for a Next version (its export in out/). */
export function helloWorldProject(nextVersion) {
  return join(tmpdir(), `stackless-bench-hello-next-${nextVersion}`);
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Starts scripts/serve.mjs on a free port and resolves once it answers. */
export async function serveExport(dir, extra = []) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(import.meta.dirname, "serve.mjs"),
      "--dir",
      dir,
      "--port",
      String(port),
      "--gzip",
      ...extra,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise((done, fail) => {
    child.on("exit", (code) => fail(new Error(`static server exited with ${code}`)));
    child.stdout.on("data", (chunk) => {
      if (chunk.toString().includes("Serving")) done();
    });
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** The median of the numbers among `values` (a run that lacked a metric gives null); null if none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === "number").sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
