// Rewrites content/**/*.md in the form the editor (Keystatic) saves them: the frontmatter as
// js-yaml's dump() writes it (quotes, line wrapping, no comments) and the body as Markdoc's
// formatter does (e.g. an ordered list numbered 1. 1. 1.). What the page shows does not change.
// Run it after adding or editing Markdown by hand (keystatic/content-files.test.ts checks the form):
//   node scripts/markdoc-form.mjs           lists the files that differ
//   node scripts/markdoc-form.mjs --write   rewrites them
// It keeps the frontmatter's keys in the file's order; the test names the editor's order if not.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Markdoc from "@markdoc/markdoc";
import { dump } from "js-yaml";
import { parse } from "yaml";

const write = process.argv.includes("--write");
const files = readdirSync("content", { recursive: true })
  .filter((file) => file.endsWith(".md"))
  .map((file) => path.join("content", file));

let differ = 0;
for (const file of files.sort()) {
  const source = readFileSync(file, "utf8");
  const match = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(source);
  if (!match) continue;
  const [, frontmatter, body] = match;
  // YAML 1.2, as the build reads it: a date such as 2026-11-02 stays text, and dump() quotes it.
  const yaml = dump(parse(frontmatter.slice("---\n".length, -"---\n".length)));
  const formatted = `---\n${yaml}---\n${Markdoc.format(Markdoc.parse(body))}`;
  if (formatted === source) continue;
  differ += 1;
  console.log(`${write ? "rewrote" : "differs"}: ${file}`);
  if (write) writeFileSync(file, formatted);
}
console.log(`${differ} of ${files.length} files ${write ? "rewritten" : "differ"}`);
