import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

/**
 * A temporary copy of the repository (the files git tracks or would track, node_modules
 * hard-linked where the disk allows, copied otherwise) with `npm run dev` (or another of its
 * scripts) running in it, so the editor's saves never touch the working tree.
 */
export type DevCopy = { root: string; url: string; stop: () => Promise<void> };

/** A temporary copy of the repository, node_modules linked: `prefix` names its folder. */
export function copyRepository(prefix = "stackless-editor-"): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
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

/** `script`: the package script a marketer runs, `dev` (127.0.0.1) or `dev:phone` (the network). */
export async function startDevCopy(
  script: "dev" | "dev:phone" = "dev",
): Promise<DevCopy & { port: number }> {
  const root = copyRepository();
  // EDITOR_PORT: a port of one's own on a machine shared with other servers.
  const port = Number(process.env.EDITOR_PORT) || (await freePort());
  // next dev sets NODE_ENV itself; one inherited from a test runner would confuse it.
  const env = Object.fromEntries(
    Object.entries({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" }).filter(
      ([name]) => name !== "NODE_ENV",
    ),
  ) as NodeJS.ProcessEnv;
  const server = spawn("npm", ["run", script, "--", "--port", String(port)], {
    cwd: root,
    env,
    detached: true,
    shell: process.platform === "win32",
    stdio: ["ignore", "inherit", "inherit"],
  });
  // next dev writes its cache (.next/dev) until it has exited, after npm has: remove the copy
  // once no process of the group is left.
  const groupAlive = () => {
    try {
      process.kill(-(server.pid ?? 0), 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (server.pid && groupAlive()) {
      process.kill(-server.pid, "SIGTERM");
      const deadline = Date.now() + 30_000;
      while (groupAlive() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  };
  // `localhost`, not 127.0.0.1: next dev serves its development resources to known origins only,
  // and the phone preview knows localhost alone.
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}${script === "dev" ? "/keystatic" : "/"}`, server, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { root, url, port, stop };
}
