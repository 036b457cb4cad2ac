import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A temporary copy of the repository (the files git tracks or would track, node_modules
 * hard-linked where the disk allows, copied otherwise) with `next dev` running in it, so the
 * editor's saves never touch the working tree.
 */
export type DevCopy = { root: string; url: string; stop: () => Promise<void> };

function copyRepository(): string {
  const root = mkdtempSync(join(tmpdir(), "stackless-editor-"));
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    encoding: "utf8",
  })
    .split("\0")
    .filter((file) => file && existsSync(file));
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(file, join(root, file));
  }
  try {
    execFileSync("cp", ["-al", "node_modules", join(root, "node_modules")]);
  } catch {
    cpSync("node_modules", join(root, "node_modules"), { recursive: true, verbatimSymlinks: true });
  }
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next dev exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer within ${timeout / 1000} s`);
}

export async function startDevCopy(): Promise<DevCopy> {
  const root = copyRepository();
  const port = await freePort();
  // next dev sets NODE_ENV itself; one inherited from a test runner would confuse it.
  const env = Object.fromEntries(
    Object.entries({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" }).filter(
      ([name]) => name !== "NODE_ENV",
    ),
  ) as NodeJS.ProcessEnv;
  const server = spawn(
    process.execPath,
    [join(root, "node_modules/next/dist/bin/next"), "dev", "--port", String(port)],
    { cwd: root, env, detached: true, stdio: ["ignore", "inherit", "inherit"] },
  );
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  // next dev writes its cache (.next/dev) until it has exited: remove the copy after that.
  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      process.kill(-server.pid, "SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  };
  // `localhost`, not 127.0.0.1: next dev serves its development resources to known origins only.
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}/keystatic`, server, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { root, url, stop };
}
