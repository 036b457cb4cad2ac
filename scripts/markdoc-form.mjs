// Rewrites the bodies of content/**/*.md in the form the editor (Keystatic's markdoc field) saves
// them: Markdoc's formatter. Only layout changes (e.g. an ordered list numbered 1. 1. 1.); what
// the page shows does not. Run once after adding Markdown written by hand:
//   node scripts/markdoc-form.mjs           lists the files that differ
//   node scripts/markdoc-form.mjs --write   rewrites them
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import Markdoc from "@markdoc/markdoc";

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
  const formatted = Markdoc.format(Markdoc.parse(body));
  if (formatted === body) continue;
  differ += 1;
  console.log(`${write ? "rewrote" : "differs"}: ${file}`);
  if (write) writeFileSync(file, frontmatter + formatted);
}
console.log(`${differ} of ${files.length} files ${write ? "rewritten" : "differ"}`);
