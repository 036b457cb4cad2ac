// Measures how the build grows with the blog: copies the project to a temporary folder
// (node_modules hard-linked), fills content/posts with 50, 200 and 500 posts made from the real
// ones, runs `npm run build` for each and prints build time, out/ size, HTML per post page and
// first-load JS of a post and a listing page, with the time of each step of the build script.
// Not part of `npm test`; run it on a quiet machine: node scripts/growth.mjs
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { firstLoadJsBytes, htmlFileFor } from "./first-load-js.mjs";

const SIZES = [50, 200, 500];

/** Copies a folder as hard links (symlinks stay links): no bytes copied, the original untouched. */
function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch (error) {
        if (error.code !== "EXDEV") throw error; // the temporary folder is on another disk
        copyFileSync(source, target);
      }
    }
  }
}

const root = process.cwd();
const work = mkdtempSync(path.join(tmpdir(), "growth-"));
const skip = new Set(["node_modules", ".next", "out", ".git", "test-results", "playwright-report"]);
cpSync(root, work, {
  recursive: true,
  filter: (source) => !skip.has(path.relative(root, source).split(path.sep)[0] ?? ""),
});
linkTree(path.join(root, "node_modules"), path.join(work, "node_modules"));

const postsDir = path.join(work, "content/posts");
const originals = readdirSync(postsDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => readFileSync(path.join(postsDir, file), "utf8"));

/** Post `n`, made from a real one: its body, a new title, slug and an earlier date. */
function generated(n) {
  const source = originals[n % originals.length];
  const date = new Date(Date.UTC(2024, 0, 1) - n * 86_400_000).toISOString().slice(0, 10);
  return source
    .replace(/^title: .*$/m, `title: 'Generated post number ${n} for the growth measurement'`)
    .replace(/^date: .*$/m, `date: '${date}'`);
}

function dirBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirBytes(file) : statSync(file).size;
  }
  return total;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The build script's steps (`next build && node ...`), timed one by one. */
const buildSteps = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"))
  .scripts.build.split("&&")
  .map((step) => step.trim());

const rows = [];
for (const size of SIZES) {
  for (const file of readdirSync(postsDir)) {
    if (file.startsWith("generated-")) rmSync(path.join(postsDir, file));
  }
  for (let n = originals.length; n < size; n += 1) {
    writeFileSync(path.join(postsDir, `generated-${n}.md`), generated(n));
  }
  rmSync(path.join(work, ".next"), { recursive: true, force: true });
  rmSync(path.join(work, "out"), { recursive: true, force: true });
  const steps = buildSteps.map((step) => {
    const started = process.hrtime.bigint();
    const run = spawnSync(step, {
      cwd: work,
      shell: true,
      encoding: "utf8",
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: "1",
        PATH: `${path.join(work, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
      },
    });
    if (run.status !== 0) {
      console.error(run.stdout, run.stderr);
      throw new Error(`\`${step}\` with ${size} posts failed`);
    }
    return Number(process.hrtime.bigint() - started) / 1e9;
  });
  const seconds = steps.reduce((sum, step) => sum + step, 0);
  const out = path.join(work, "out");
  const postPages = readdirSync(path.join(out, "blog")).filter((file) => file.endsWith(".html"));
  const postHtml = postPages.map((file) => statSync(path.join(out, "blog", file)).size);
  const postFile = path.join(out, "blog", "generated-10.html");
  const listingFile = htmlFileFor("/blog/page/2", out);
  rows.push({
    size,
    seconds,
    steps,
    outBytes: dirBytes(out),
    medianPostHtml: median(postHtml),
    postJs: firstLoadJsBytes(postFile, out),
    listingJs: firstLoadJsBytes(listingFile, out),
  });
  console.error(
    `${size} posts: ${seconds.toFixed(1)} s (${steps.map((s) => s.toFixed(1)).join(" + ")})`,
  );
}
rmSync(work, { recursive: true, force: true });

const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(`Build steps: ${buildSteps.map((step, index) => `(${index + 1}) ${step}`).join("; ")}`);
console.log(
  "| Posts | Build (s) | Steps (s) | out/ (MiB) | Median post HTML (KiB) | JS post / listing (KiB gz) |",
);
console.log("| ---: | ---: | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(
    `| ${row.size} | ${row.seconds.toFixed(1)} | ${row.steps.map((step) => step.toFixed(1)).join(" + ")} | ${(row.outBytes / 1048576).toFixed(1)} | ${kib(row.medianPostHtml)} | ${kib(row.postJs)} / ${kib(row.listingJs)} |`,
  );
}
const [small, middle, large] = rows;
const early = (middle.seconds - small.seconds) / (middle.size - small.size);
const late = (large.seconds - middle.seconds) / (large.size - middle.size);
console.log(
  `\nMarginal build time per post: ${(early * 1000).toFixed(0)} ms (${small.size}-${middle.size}), ${(late * 1000).toFixed(0)} ms (${middle.size}-${large.size}); ratio ${(late / early).toFixed(2)} (target <= 1.3).`,
);
