#!/usr/bin/env node
// Who blocks the main thread while a page loads (README, "Performance benchmark"): builds the
// export with source maps into bench/results/profile/export (out/ is left as it was), loads each
// route in Chromium at a phone's size with the CPU slowed 4x, records a CPU profile and the
// trace, and splits the time the long tasks run past 50 ms between the site's own code, other
// npm packages, the framework (Next.js, React, the bundler's runtime) and the browser.
//
//   node scripts/blocking-profile.mjs                         # /, /about, /training; 5 runs each
//   node scripts/blocking-profile.mjs --routes /press --runs 9
//   --export DIR profiles an export already built with NEXT_BROWSER_SOURCE_MAPS=1
//
// Writes bench/results/profile/report.{json,md}. Counted from navigation until the page has
// been quiet after load, so it is more than Lighthouse's TBT (first paint to interactive) but
// made of the same tasks. For where time goes, not for pass or fail: timings are noisy.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { LEAST_UPPER_BOUND, TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { attributeBlocking, browserWorkKind, groupBuckets } from "./blocking-attribution.mjs";
import { chromiumArgs, systemChromium } from "./browser.mjs";
import { helloWorldProject, median, serveExport } from "./bench-server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index !== -1 && args[index + 1] ? args[index + 1] : fallback;
};

const root = resolve(import.meta.dirname, "..");
const resultsDir = join(root, "bench", "results", "profile");
const routes = option("routes", "/,/about,/training").split(",").filter(Boolean);
const runs = Number.parseInt(option("runs", "5"), 10);
const SETTLE_MS = 3000;

/**
 * Builds the site with source maps, keeping the project's own out/ as it was: it waits in
 * bench/results/profile/ during the build and comes back even if an earlier run was killed.
 */
function buildWithSourceMaps() {
  const target = join(resultsDir, "export");
  const out = join(root, "out");
  const aside = join(resultsDir, "out-before-build");
  const restore = () => {
    if (!existsSync(aside)) return;
    rmSync(out, { recursive: true, force: true });
    renameSync(aside, out);
  };
  restore();
  mkdirSync(resultsDir, { recursive: true });
  if (existsSync(out)) renameSync(out, aside);
  try {
    console.log("Building the export with source maps (next build)...");
    execFileSync("npx", ["next", "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NEXT_BROWSER_SOURCE_MAPS: "1" },
    });
    rmSync(target, { recursive: true, force: true });
    renameSync(out, target);
  } finally {
    restore();
  }
  return target;
}

/** Maps a script URL and position to its original source file through the export's maps. */
function sourceLookup(exportDir) {
  const maps = new Map();
  const mapFor = (url) => {
    if (!maps.has(url)) {
      const file = join(exportDir, new URL(url).pathname);
      const text = file.endsWith(".js") && existsSync(file) ? readFileSync(file, "utf8") : "";
      const ref = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(text)?.[1];
      const mapFile = ref ? join(file, "..", ref) : "";
      maps.set(
        url,
        mapFile && existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, "utf8")) : null,
      );
    }
    return maps.get(url);
  };
  return (url, line, column) => {
    const map = mapFor(url);
    // A frame's position is where its function starts. The bundler's wrapper around each module
    // has no mapping of its own, and the nearest mapping to its left belongs to the module
    // before it; the nearest one to the right is the module's own first line.
    return map
      ? originalPositionFor(map, { line: line + 1, column, bias: LEAST_UPPER_BOUND }).source
      : null;
  };
}

/**
 * The page's main thread - the renderer main thread that ran the most, not the browser's or a
 * spare renderer's: its top-level tasks, and its events of known browser work.
 */
function mainThread(events) {
  const renderers = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const threads = new Map();
  const threadOf = (key) => {
    if (!threads.has(key)) threads.set(key, { tasks: [], browserWork: [], open: [] });
    return threads.get(key);
  };
  const record = (thread, name, startUs, endUs) => {
    const interval = { start: startUs / 1000, duration: (endUs - startUs) / 1000 };
    if (name === "RunTask") thread.tasks.push(interval);
    const kind = browserWorkKind(name);
    if (kind) thread.browserWork.push({ ...interval, kind });
  };
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!renderers.has(key)) continue;
    const thread = threadOf(key);
    if (e.ph === "X") record(thread, e.name, e.ts, e.ts + (e.dur ?? 0));
    // Some events (Layout, for one) come as a begin and an end rather than one complete event.
    else if (e.ph === "B") thread.open.push(e);
    else if (e.ph === "E") {
      const begin = thread.open.pop();
      if (begin) record(thread, begin.name, begin.ts, e.ts);
    }
  }
  const busy = ({ tasks }) => tasks.reduce((sum, task) => sum + task.duration, 0);
  const [page] = [...threads.values()].sort((a, b) => busy(b) - busy(a));
  return { tasks: page?.tasks ?? [], browserWork: page?.browserWork ?? [] };
}

/** One load of a page: its CPU profile and main-thread tasks, in milliseconds. */
async function profileLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const traced = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
    await cdp.send("Tracing.start", {
      // RunTask comes with the disabled-by-default timeline category; style, layout, parsing,
      // paint and garbage collection with the plain one.
      categories: "toplevel,devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send("Profiler.stop");
    await cdp.send("Tracing.end");
    await traced;

    const parents = new Map();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    let time = profile.startTime;
    const samples = profile.samples.map((node, index) => {
      time += profile.timeDeltas[index];
      return { node, time: time / 1000, duration: (profile.timeDeltas[index + 1] ?? 0) / 1000 };
    });
    return {
      profile: {
        nodes: profile.nodes.map(({ id, callFrame }) => ({
          id,
          parent: parents.get(id),
          url: callFrame.url,
          line: callFrame.lineNumber,
          column: callFrame.columnNumber,
        })),
        samples,
      },
      ...mainThread(events),
    };
  } finally {
    await context.close();
  }
}

/** The hello-world export `npm run bench` builds, when it is there: the framework alone. */
function helloExport() {
  const { next } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).dependencies;
  const dir = join(helloWorldProject(next), "out");
  return existsSync(join(dir, "index.html")) ? dir : null;
}

function summarize(label, route, loads) {
  const bucketsStarting = (prefix) => [
    ...new Set(loads.flatMap((l) => Object.keys(l.byBucket).filter((b) => b.startsWith(prefix)))),
  ];
  const medians = (buckets, prefix) =>
    buckets
      .map((bucket) => ({
        [prefix === "site " ? "file" : "kind"]: bucket.slice(prefix.length),
        ms: median(loads.map((l) => l.byBucket[bucket] ?? 0)),
      }))
      .sort((a, b) => b.ms - a.ms);
  return {
    label,
    route,
    runs: loads.length,
    blockingMs: median(loads.map((l) => l.blockingMs)),
    groups: Object.fromEntries(
      GROUPS.map((group) => [group, median(loads.map((l) => l.groups[group]))]),
    ),
    siteFiles: medians(bucketsStarting("site "), "site "),
    browserWork: medians(bucketsStarting("browser "), "browser "),
    loads,
  };
}

const GROUPS = ["site", "packages", "framework", "browser"];
const exportDir = option("export") ? resolve(option("export")) : buildWithSourceMaps();
const site = await serveExport(exportDir);
const helloDir = helloExport();
const siteSourceOf = sourceLookup(exportDir);
const hello = helloDir ? await serveExport(helloDir) : null;
const targets = [
  ...(hello
    ? [{ label: "hello world", route: "/", origin: hello.origin, sourceOf: () => null }]
    : []),
  ...routes.map((route) => ({
    label: route,
    route,
    origin: site.origin,
    sourceOf: siteSourceOf,
  })),
];
if (!hello)
  console.log("No hello-world export (npm run bench builds one); profiling the site only.");
const browser = await chromium.launch({ executablePath: systemChromium(), args: chromiumArgs });
const loads = targets.map(() => []);
try {
  // Round after round, so a burst of load on the machine hits every page alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, target] of targets.entries()) {
      const { profile, tasks, browserWork } = await profileLoad(
        browser,
        `${target.origin}${target.route}`,
      );
      const { blockingMs, byBucket } = attributeBlocking(
        profile,
        tasks,
        target.sourceOf,
        browserWork,
      );
      loads[index].push({ blockingMs, groups: groupBuckets(byBucket), byBucket });
      console.log(`  run ${run}/${runs} ${target.label}: ${blockingMs.toFixed(0)} ms blocking`);
    }
  }
} finally {
  await browser.close();
  site.stop();
  hello?.stop();
}
const results = targets.map((target, index) => summarize(target.label, target.route, loads[index]));

const ms = (value) => value.toFixed(0);
const listed = (entries, key) =>
  entries
    .filter((entry) => entry.ms >= 0.5)
    .map((entry) => `${entry[key]} ${entry.ms.toFixed(1)}`)
    .join(", ") || "none";
const lines = [
  `# Main-thread blocking by owner - Chromium, 412 px phone, CPU 4x slower, median of ${runs}`,
  "",
  "Time long tasks ran past 50 ms, from navigation until the page was quiet after load,",
  "split by the nearest site or package frame on each CPU sample's stack.",
  "",
  "| route | blocking (ms) | site code | other packages | framework | browser |",
  "| --- | ---: | ---: | ---: | ---: | ---: |",
  ...results.map(
    ({ label, blockingMs, groups }) =>
      `| ${label} | ${ms(blockingMs)} | ${ms(groups.site)} | ${ms(groups.packages)} | ${ms(groups.framework)} | ${ms(groups.browser)} |`,
  ),
  "",
  "The browser's part by the work the trace shows (median ms):",
  ...results.map(({ label, browserWork }) => `- ${label}: ${listed(browserWork, "kind")}`),
  "",
  "Site files with blocking time (median ms):",
  ...results
    .filter(({ label }) => label !== "hello world")
    .map(({ label, siteFiles }) => `- ${label}: ${listed(siteFiles, "file")}`),
  "",
];
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, "report.json"), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(resultsDir, "report.md"), lines.join("\n"));
console.log(`\n${lines.join("\n")}`);
console.log(`Wrote ${join(resultsDir, "report.md")}`);
