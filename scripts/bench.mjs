#!/usr/bin/env node
// `npm run bench`: Lighthouse 12 (mobile, simulated throttling) on every route of the export,
// served with gzip and the generated headers on 127.0.0.1, N runs each, medians reported next
// to a hello-world export of the same Next.js version built in a temporary folder.
//
//   npm run bench                                   # every sitemap route, 5 runs each
//   npm run bench -- --runs 1 --routes /,/about     # quick look
//   BENCH_RUNS=3 BENCH_ROUTES=/ npm run bench       # the same through the environment
//   --no-baseline skips the hello-world export; --rebuild-baseline builds it afresh;
//   --out DIR measures another export folder (default out/, built first when missing);
//   --build rebuilds out/ before measuring.
//
// Writes bench/results/report.json and bench/results/report.md. Not part of `npm test`:
// timings on a shared machine are noisy; the byte budget in e2e/ is the deterministic gate.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { helloWorldProject, median, serveExport } from "./bench-server.mjs";
import { chromiumArgs, systemChromium } from "./browser.mjs";
import { firstLoadJsBytes, htmlFileFor, sitemapPaths } from "./first-load-js.mjs";
import { parseHeadersFile } from "./host-headers.mjs";
import { lcpPath, tallySteps } from "./lcp-path.mjs";
import { parseCsp } from "./observatory.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, env, fallback) => {
  const index = args.indexOf(`--${name}`);
  if (index !== -1 && args[index + 1]) return args[index + 1];
  return process.env[env] || fallback;
};

const root = resolve(import.meta.dirname, "..");
const outDir = resolve(option("out", "BENCH_OUT", join(root, "out")));
const resultsDir = join(root, "bench", "results");
const runs = Number.parseInt(option("runs", "BENCH_RUNS", "5"), 10);
const withBaseline = !flag("no-baseline") && process.env.BENCH_BASELINE !== "0";
const KIB = 1024;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

if (flag("build") || (!existsSync(join(outDir, "sitemap.xml")) && outDir === join(root, "out"))) {
  console.log("Building the export (npm run build)...");
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
if (!existsSync(join(outDir, "sitemap.xml"))) {
  console.error(`No export in ${outDir}.`);
  process.exit(1);
}
const routes = (option("routes", "BENCH_ROUTES", "") || "")
  .split(",")
  .map((route) => route.trim())
  .filter(Boolean);
if (routes.length === 0)
  routes.push(...sitemapPaths(readFileSync(join(outDir, "sitemap.xml"), "utf8")));

/**
 * A hello-world App Router export with the project's versions of next, react and react-dom,
 * installed for real (no symlinks, which confuse Turbopack's root detection) in a temp folder.
 */
function buildBaseline() {
  const own = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).dependencies;
  const versions = { next: own.next, react: own.react, "react-dom": own["react-dom"] };
  const dir = helloWorldProject(versions.next);
  const stamp = join(dir, "out", ".bench-stamp");
  const wanted = JSON.stringify(versions);
  if (!flag("rebuild-baseline") && existsSync(stamp) && readFileSync(stamp, "utf8") === wanted) {
    console.log(`Hello-world export: reusing ${dir}/out`);
    return join(dir, "out");
  }
  console.log(`Hello-world export: building Next ${versions.next} in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "app"), { recursive: true });
  const files = {
    "package.json": JSON.stringify(
      { name: "hello-next", private: true, type: "module", dependencies: versions },
      null,
      2,
    ),
    "next.config.mjs":
      'export default { output: "export", images: { unoptimized: true }, poweredByHeader: false };\n',
    "app/layout.jsx": [
      'export const metadata = { title: "Hello", description: "A hello-world Next.js export, the benchmark baseline." };',
      "export default function RootLayout({ children }) {",
      '  return (<html lang="en"><body>{children}</body></html>);',
      "}",
      "",
    ].join("\n"),
    "app/page.jsx": [
      "export default function Page() {",
      "  return (<main><h1>Hello, world!</h1><p>The smallest App Router page.</p></main>);",
      "}",
      "",
    ].join("\n"),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const quiet = { cwd: dir, stdio: ["ignore", "ignore", "inherit"] };
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"], quiet);
  execFileSync(process.execPath, [join(dir, "node_modules/next/dist/bin/next"), "build"], {
    ...quiet,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(stamp, wanted);
  return join(dir, "out");
}

/**
 * The third-party origins the export may call (connect-src of the generated CSP, today the
 * geolocation lookup). This machine may be offline, and a failed lookup is logged by Chrome as
 * a console error that visitors never see, so Lighthouse blocks them instead; requests it
 * blocks itself are not counted as console errors, and the site takes its lookup-failed path.
 */
function thirdPartyOrigins(dir) {
  const file = join(dir, "_headers");
  if (!existsSync(file)) return [];
  const policies = parseHeadersFile(readFileSync(file, "utf8")).flatMap((rule) =>
    rule.headers.filter(([name]) => name === "Content-Security-Policy").map(([, value]) => value),
  );
  const connect = policies.length ? (parseCsp(policies).get("connect-src") ?? []) : [];
  return [...connect].filter((source) => /^https?:\/\//.test(source)).sort();
}

/**
 * Replays the run's LCP the way Lighthouse simulated it (Lantern, pessimistic graph; on these
 * pages the optimistic one is the same) and reads what it waited for: see scripts/lcp-path.mjs.
 * The replay is a Lighthouse internal, loaded here so that if an upgrade moves it, the table
 * says n/a and the benchmark still runs.
 */
async function simulatedLcpPath({ artifacts, lhr }) {
  try {
    const { LanternLargestContentfulPaint } =
      await import("lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js");
    const { pessimisticEstimate } = await LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog: artifacts.DevtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings: lhr.configSettings,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        simulator: null,
      },
      { computedCache: new Map() },
    );
    const steps = [...pessimisticEstimate.nodeTimings].map(([node, timing]) =>
      node.type === "network"
        ? {
            type: "network",
            endMs: timing.endTime,
            isMainDocument: node.isMainDocument(),
            resourceType: node.request.resourceType,
            url: node.request.url,
            transferBytes: node.request.transferSize,
          }
        : { type: "cpu", endMs: timing.endTime, evaluates: [...node.getEvaluateScriptURLs()] },
    );
    return lcpPath(steps);
  } catch {
    // No LCP in the run (Lighthouse reports that as a runtime error already), or no replay.
    return { renderBlockingMs: null, lastStep: null };
  }
}

/**
 * A category score out of 100. A run Lighthouse could not complete (NO_NAVSTART, say) scores
 * null, not 0, so the medians leave it out instead of counting a failed trace as a zero.
 */
const percent = (score) => (typeof score === "number" ? score * 100 : null);

/** One Lighthouse run in a fresh browser: mobile form factor, simulated throttling. */
async function lighthouseRun(url, blockedOrigins = []) {
  const chrome = await launch({
    chromePath: systemChromium(),
    chromeFlags: ["--headless=new", ...chromiumArgs],
    logLevel: "silent",
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      formFactor: "mobile",
      throttlingMethod: "simulate",
      blockedUrlPatterns: blockedOrigins.map((origin) => `${origin}/*`),
    });
    const { categories, audits } = result.lhr;
    const path = await simulatedLcpPath(result);
    return {
      performance: percent(categories.performance.score),
      accessibility: percent(categories.accessibility.score),
      bestPractices: percent(categories["best-practices"].score),
      seo: percent(categories.seo.score),
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      fcp: audits["first-contentful-paint"].numericValue,
      htmlCssDone: path.renderBlockingMs,
      lcpLastStep: path.lastStep,
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      runtimeError: result.lhr.runtimeError?.code ?? null,
      failing: Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}

const METRICS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcp",
  "tbt",
  "cls",
  "fcp",
  "htmlCssDone",
];

/** Medians of one target's samples, with its first-load JS from the export's HTML. */
function summarize({ route, dir }, samples) {
  return {
    route,
    runs: samples.length,
    ...Object.fromEntries(METRICS.map((key) => [key, median(samples.map((s) => s[key]))])),
    benchmarkIndex: median(samples.map((sample) => sample.benchmarkIndex)),
    jsKiB: firstLoadJsBytes(htmlFileFor(route, dir), dir) / KIB,
    lcpWaitedFor: tallySteps(samples.map((sample) => sample.lcpLastStep)),
    failingAudits: [...new Set(samples.flatMap((sample) => sample.failing))].sort(),
    samples,
  };
}

/**
 * Runs every target once per round, round after round, so a burst of load on the machine hits
 * the hello-world page and the site's routes alike instead of skewing one of them.
 */
async function measureAll(targets) {
  const samples = targets.map(() => []);
  for (let run = 1; run <= runs; run += 1) {
    for (const [index, target] of targets.entries()) {
      process.stdout.write(`  run ${run}/${runs} ${target.label} ${target.route}...`);
      const sample = await lighthouseRun(`${target.origin}${target.route}`, target.blocked);
      samples[index].push(sample);
      console.log(
        ` perf ${sample.performance}, LCP ${fmt(sample.lcp, 0)} ms, TBT ${fmt(sample.tbt, 0)} ms` +
          (sample.runtimeError ? ` (Lighthouse: ${sample.runtimeError})` : ""),
      );
    }
  }
  return targets.map((target, index) => summarize(target, samples[index]));
}

/** A median for the table; "n/a" when every run lacked the metric (see the runs' errors). */
const fmt = (value, digits) => (typeof value === "number" ? value.toFixed(digits) : "n/a");
const ratio = (value, base) => (base ? value / base : null);
const fmtRatio = (value) => (value === null ? "n/a" : `${value.toFixed(2)}x`);

function markdown(report) {
  const { rows, baseline } = report;
  const header = [
    "| route | perf | a11y | best pr. | SEO | LCP (ms) | TBT (ms) | CLS | first-load JS (KiB gz) | JS / hello | LCP / hello | TBT / hello |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  const line = (row, isBaseline) =>
    `| ${isBaseline ? "hello world /" : row.route} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${fmt(row.lcp, 0)} | ${fmt(row.tbt, 0)} | ${fmt(row.cls, 3)} | ${row.jsKiB.toFixed(1)} | ${
      isBaseline ? "1.00x" : fmtRatio(row.ratios.js)
    } | ${isBaseline ? "1.00x" : fmtRatio(row.ratios.lcp)} | ${isBaseline ? "1.00x" : fmtRatio(row.ratios.tbt)} |`;
  const pathLine = (row, isBaseline) =>
    `| ${isBaseline ? "hello world /" : row.route} | ${fmt(row.lcp, 0)} | ${fmt(row.htmlCssDone, 0)} | ${
      baseline && typeof row.htmlCssDone === "number"
        ? fmtRatio(ratio(row.htmlCssDone, baseline.lcp))
        : "n/a"
    } | ${row.lcpWaitedFor || "n/a"} |`;
  const failing = rows
    .filter((row) => row.failingAudits.length)
    .map((row) => `- ${row.route}: ${row.failingAudits.join(", ")}`);
  return [
    `# Lighthouse ${report.lighthouse} - mobile, simulated throttling, median of ${report.runs}`,
    "",
    `Chromium: ${report.chrome}. Generated ${report.date}. Lighthouse's CPU benchmark index`,
    `(median over all runs; lower means a busier machine): ${report.benchmarkIndex}.`,
    ...(report.settings.blockedOrigins.length
      ? [
          `Blocked third-party origins (offline machine; the site's lookup-failed path runs): ${report.settings.blockedOrigins.join(", ")}.`,
        ]
      : []),
    "",
    ...header,
    ...rows.map((row) => line(row, false)),
    ...(baseline ? [line(baseline, true)] : []),
    "",
    "Targets: performance, accessibility, best practices and SEO 100; CLS 0; LCP at most 1.1x and",
    "TBT at most 1.2x the hello-world page (TBT ratio n/a while the hello-world TBT is 0 ms).",
    "",
    "## What the LCP waited for",
    "",
    "Lighthouse's simulated LCP ends when the last request that finished, or script that began",
    'evaluating, before the paint it observed would end on a throttled phone. "HTML + CSS done"',
    "is when the document and its stylesheets would have arrived: no page paints before that, so",
    "where it is above 1.1x the hello-world LCP, that target is out of reach for the route. The",
    "last column names the step that ended last in each run.",
    "",
    "| route | LCP (ms) | HTML + CSS done (ms) | HTML + CSS / hello LCP | last step before LCP |",
    "| --- | ---: | ---: | ---: | --- |",
    ...rows.map((row) => pathLine(row, false)),
    ...(baseline ? [pathLine(baseline, true)] : []),
    ...(failing.length ? ["", "Audits below full marks in some run:", ...failing] : []),
    "",
  ].join("\n");
}

const lighthouseVersion = JSON.parse(
  readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8"),
).version;
const chromePath = systemChromium() ?? "chrome-launcher's default";
console.log(`Lighthouse ${lighthouseVersion}, ${runs} run(s) per route, ${routes.length} route(s)`);

const blockedOrigins = thirdPartyOrigins(outDir);
if (blockedOrigins.length) console.log(`Blocked third-party origins: ${blockedOrigins.join(", ")}`);
const baselineDir = withBaseline ? buildBaseline() : null;
const site = await serveExport(outDir, ["--headers"]);
const hello = baselineDir ? await serveExport(baselineDir) : null;
try {
  const targets = [
    ...(hello ? [{ label: "hello", origin: hello.origin, route: "/", dir: baselineDir }] : []),
    ...routes.map((route) => ({
      label: "site",
      origin: site.origin,
      route,
      dir: outDir,
      blocked: blockedOrigins,
    })),
  ];
  const measured = await measureAll(targets);
  const baseline = hello ? measured.shift() : null;
  const rows = measured.map((row) => ({
    ...row,
    ratios: {
      js: baseline ? ratio(row.jsKiB, baseline.jsKiB) : null,
      lcp: baseline ? ratio(row.lcp, baseline.lcp) : null,
      tbt: baseline ? ratio(row.tbt, baseline.tbt) : null,
    },
  }));
  const report = {
    lighthouse: lighthouseVersion,
    chrome: chromePath,
    runs,
    date: new Date().toISOString(),
    settings: {
      formFactor: "mobile",
      throttlingMethod: "simulate",
      categories: CATEGORIES,
      blockedOrigins,
    },
    benchmarkIndex: median(
      [baseline, ...rows]
        .filter(Boolean)
        .flatMap((row) => row.samples.map((s) => s.benchmarkIndex)),
    ),
    baseline,
    rows,
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync(join(resultsDir, "report.md"), md);
  console.log(`\n${md}`);
  console.log("Wrote bench/results/report.json and bench/results/report.md");
} finally {
  site.stop();
  hello?.stop();
}
