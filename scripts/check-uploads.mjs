#!/usr/bin/env node
// First step of `npm run build`: everything in public/ is served from the site's own origin, so
// the build stops on a file a browser would run as a document: an HTML or XML page, or an SVG
// with script, event handlers, script URLs or references to other files (scripts/uploads.mjs).
import { lstatSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { publicFileProblem } from "./uploads.mjs";

const root = resolve(process.argv[2] ?? "public");

function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

const problems = [];
const files = filesIn(root);
for (const path of files) {
  const name = relative(process.cwd(), path).split(sep).join("/");
  if (lstatSync(path).isSymbolicLink()) {
    problems.push(`${name}: a symbolic link; put the file itself in public/`);
    continue;
  }
  const problem = publicFileProblem(name, readFileSync(path));
  if (problem) problems.push(problem);
}
if (problems.length) {
  console.error(
    `Refused in public/ (served from the site's own origin, where it could run script):\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}
console.log(`Uploads: ${files.length} files in public/, none a page or an SVG with script`);
