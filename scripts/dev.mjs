#!/usr/bin/env node
// `npm run dev`: the preview and the content editor, on this computer only (127.0.0.1). Starts
// the dev server (scripts/dev-server.mjs: next dev behind a check of who is asking) on the first
// free port from 3000 (or the `--port` given, as it is), says the addresses it really listens on,
// and readies the editor while the marketer opens the browser (scripts/dev-warmup.mjs).
// STACKLESS_DEV_WARMUP=0 skips the warm-up.
import { spawn } from "node:child_process";
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import { previewPaths, warmUp } from "./dev-warmup.mjs";
import { portToUse } from "./dev-port.mjs";

const HOST = "127.0.0.1";
const args = process.argv.slice(2);
const { port, rest } = await portToUse(args, HOST);
const origin = `http://localhost:${port}`;

const devServer = fileURLToPath(new URL("dev-server.mjs", import.meta.url));
const server = spawn(process.execPath, [devServer, "--hostname", HOST, "--port", port, ...rest], {
  stdio: "inherit",
  env: {
    // Ctrl+C waits for Turbopack to write its compile cache (.next/dev), which the next start
    // reads; without it next dev gives its compiler 100 ms, and the next start compiles anew.
    __NEXT_DEV_WAIT_FOR_TURBOPACK_SHUTDOWN: "1",
    ...process.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** Whether the server accepts connections yet. */
const listening = () =>
  new Promise((resolve) => {
    const socket = connect({ host: HOST, port: Number(port) });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
while (!(await listening())) {
  if (server.exitCode !== null) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

if (server.exitCode === null) {
  console.log(
    `\n  Content editor: ${origin}/keystatic\n  Preview:        ${origin}\n  Content health: ${origin}/content-health\n  Translations:   ${origin}/translations\n`,
  );
  if (process.env.STACKLESS_DEV_WARMUP !== "0") {
    console.log("  Getting the editor ready (the first start after a clone takes longest)...");
    void warmUp(origin, {
      preview: previewPaths(process.cwd()),
      onEditorReady: (seconds) =>
        console.log(`\n  The editor is ready: ${origin}/keystatic (${seconds.toFixed(0)} s)\n`),
    });
  }
}
