#!/usr/bin/env node
// First step of `npm run build`: everything in public/ is served from the site's own origin, so
// the build stops on a file a browser would run as a document: an HTML or XML page, or an SVG
// with script, event handlers, script URLs or references to other files (scripts/uploads.mjs).
// It also stops on a symbolic link in public/ or content/, naming it, before Next starts: the
// build would serve or read what the link leads to (anywhere on the machine), and Next's build
// hangs on a link in content/ and leaves a cache the next build fails on.
import { existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { publicFileProblem } from "./uploads.mjs";

const root = resolve(process.argv[2] ?? "public");
const content = join(dirname(root), "content");

function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

const problems = [];
const files = lstatSync(root).isSymbolicLink() ? [] : filesIn(root);
for (const path of files) {
  const name = relative(process.cwd(), path).split(sep).join("/");
  if (lstatSync(path).isSymbolicLink()) {
    problems.push(`${name}: a symbolic link; put the file itself in public/`);
    continue;
  }
  const problem = publicFileProblem(name, readFileSync(path));
  if (problem) problems.push(problem);
}
const links = [root, content].filter(
  (path) => existsSync(path) && lstatSync(path).isSymbolicLink(),
);
if (!links.length && existsSync(content)) {
  links.push(...filesIn(content).filter((path) => lstatSync(path).isSymbolicLink()));
}
for (const path of links) {
  const name = relative(process.cwd(), path).split(sep).join("/");
  problems.push(
    `${name}: a symbolic link; the build reads content/ and public/ as the repository holds them, so put the file or folder itself there`,
  );
}
if (problems.length) {
  console.error(
    `Refused in public/ (served from the site's own origin, where it could run script) or content/:\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}
console.log(`Uploads: ${files.length} files in public/, none a page or an SVG with script`);
