#!/usr/bin/env node
// Cuts the self-hosted Inter variable font down to the characters the site uses (the ranges
// in scripts/font-ranges.mjs) and writes assets/fonts/inter-latin-subset.woff2, which is committed.
// Run it after upgrading @fontsource-variable/inter or widening the ranges:
//
//   node scripts/build-font-subset.mjs
//
// Needs Python's fontTools with Brotli (Debian: apt-get install python3-fonttools python3-brotli;
// elsewhere: pip install fonttools brotli). Not part of the build: the output is in git.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { FONT_SUBSET, unicodeRangeList } from "./font-ranges.mjs";

const root = resolve(import.meta.dirname, "..");
const require = createRequire(join(root, "package.json"));
const source = require.resolve(FONT_SUBSET.source);
const { version } = JSON.parse(
  readFileSync(require.resolve("@fontsource-variable/inter/package.json"), "utf8"),
);
if (version !== FONT_SUBSET.sourceVersion) {
  console.error(
    `@fontsource-variable/inter is ${version}; scripts/font-ranges.mjs says ${FONT_SUBSET.sourceVersion}. ` +
      "Update sourceVersion there, then run this again.",
  );
  process.exit(1);
}
const output = join(root, FONT_SUBSET.output);
const python = process.env.PYTHON ?? "python3";
execFileSync(
  python,
  [
    "-m",
    "fontTools.subset",
    source,
    `--unicodes=${unicodeRangeList(FONT_SUBSET.unicodeRanges)}`,
    `--layout-features=${FONT_SUBSET.layoutFeatures.join(",")}`,
    "--flavor=woff2",
    `--output-file=${output}`,
  ],
  { stdio: "inherit" },
);
const kib = (file) => (statSync(file).size / 1024).toFixed(1);
console.log(`${FONT_SUBSET.output}: ${kib(output)} KiB (from ${kib(source)} KiB)`);
