#!/usr/bin/env node
// Post-build step (`npm run build` runs it after the English pages are moved to the root): writes
// what agents read beside the pages, in each language (llmstxt.org): /llms.txt, /fr/llms.txt...
// and a Markdown copy of each post, help article and legal document at its address plus `.md`
// (/blog/<slug>.md, /fr/blog/<slug>.md), made from the content the pages are made from
// (content/agent-files.ts). A file it would write over fails the build, naming it.
//
//   node scripts/write-agent-files.mjs [out]
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import nextEnv from "@next/env";
import { loadProjectModule } from "./project-module.mjs";

const out = resolve(process.argv[2] ?? "out");

// The environment `next build` saw: its .env files, in production (drafts left out).
nextEnv.loadEnvConfig(process.cwd(), false, { info() {}, error: console.error });
process.env.NODE_ENV = "production";

const { agentFiles } = await loadProjectModule("./content/agent-files.ts");
const files = agentFiles();
const taken = files.filter((file) => existsSync(join(out, file.path)));
if (taken.length) {
  console.error(
    `Agent files not written: the export already has ${taken.map((file) => file.path).join(", ")}`,
  );
  process.exit(1);
}
for (const file of files) {
  const target = join(out, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.text);
}
const llms = files.filter((file) => file.path.endsWith("llms.txt")).map((file) => file.path);
console.log(
  `Agent files: ${llms.join(", ")} and ${files.length - llms.length} Markdown copies of posts, help articles and legal documents`,
);
