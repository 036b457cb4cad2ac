import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Serves a throwaway export with `scripts/serve.mjs --headers` and returns its URL. */
async function serveExport(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "serve-test-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const server = spawn(process.execPath, [
    "scripts/serve.mjs",
    "--dir",
    dir,
    "--port",
    "0",
    "--headers",
  ]);
  cleanups.push(() => {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  });
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout.on("data", (chunk: Buffer) => {
      const match = /http:\/\/\S+/.exec(chunk.toString());
      if (match) resolve(match[0]);
    });
    server.once("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return { url, dir };
}

describe("scripts/serve.mjs --headers", () => {
  it("applies the rules of a rebuilt _headers without a restart", async () => {
    const { url, dir } = await serveExport({
      "index.html": "<!doctype html><title>Home</title>",
      _headers: "/*\n  X-Build: first\n",
    });
    expect((await fetch(url)).headers.get("x-build")).toBe("first");

    const headersFile = join(dir, "_headers");
    writeFileSync(headersFile, "/*\n  X-Build: second\n");
    // A rebuild a moment later; the server notices by the file's modification time.
    const later = new Date(Date.now() + 5_000);
    utimesSync(headersFile, later, later);
    expect((await fetch(url)).headers.get("x-build")).toBe("second");
  });
});
