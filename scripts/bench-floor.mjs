#!/usr/bin/env node
// The benchmark's floor: a hello-world export of the same Next.js (one server component, no CSS,
// no font), generated into .bench/floor/ and built there, so `npm run bench` measures it beside
// the site in the same run. Scores move with the machine's load; the ratio to this page does not.
// Rebuilt only when the Next.js version changes. Prints the export's folder.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Inside the repository, so the app resolves `next` and `react` from its node_modules. */
export const FLOOR_APP = join(root, ".bench", "floor");
export const FLOOR_OUT = join(FLOOR_APP, "out");

/** Where `npm run bench` serves the site (BENCH_PORT, default 4400) and the floor (the next port). */
export function benchOrigins(env = process.env) {
  const port = Number(env.BENCH_PORT ?? 4400);
  return {
    port,
    floorPort: port + 1,
    site: `http://127.0.0.1:${port}`,
    floor: `http://127.0.0.1:${port + 1}`,
  };
}

const FILES = {
  "next.config.mjs": 'export default { output: "export" };\n',
  "app/layout.jsx": [
    'export const metadata = { title: "Hello world" };',
    "export default function RootLayout({ children }) {",
    '  return (<html lang="en"><body>{children}</body></html>);',
    "}",
    "",
  ].join("\n"),
  "app/page.jsx": [
    "export default function Page() {",
    "  return (<main><h1>Hello world</h1><p>The framework alone: the floor of the benchmark.</p></main>);",
    "}",
    "",
  ].join("\n"),
};

function nextVersion() {
  const require = createRequire(join(root, "package.json"));
  return JSON.parse(readFileSync(require.resolve("next/package.json"), "utf8")).version;
}

export function buildFloor() {
  const stamp = join(FLOOR_APP, "built-with.txt");
  const version = nextVersion();
  const sources = JSON.stringify(FILES);
  const built = `${version}\n${sources}`;
  if (existsSync(join(FLOOR_OUT, "index.html")) && existsSync(stamp)) {
    if (readFileSync(stamp, "utf8") === built) return FLOOR_OUT;
  }
  rmSync(FLOOR_APP, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(FLOOR_APP, file)), { recursive: true });
    writeFileSync(join(FLOOR_APP, file), text);
  }
  execFileSync(join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: FLOOR_APP,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(stamp, built);
  return FLOOR_OUT;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Floor (hello-world Next.js ${nextVersion()} export): ${buildFloor()}`);
}
