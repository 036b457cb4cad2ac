#!/usr/bin/env node
// Post-build step (`npm run build` runs it after `next build`): hashes every inline script in
// the exported HTML and writes the host header files into out/: _headers (Netlify, Cloudflare
// Pages) with a policy per page, vercel.json (`vercel deploy out`) and nginx-server.conf with
// one policy for the site. Fails if _headers breaks a Cloudflare Pages limit. The deployment's
// endpoints come from out/host-config.json, which app/host-config.json/route.ts renders from
// content/site.ts during the build; it is read once and removed from the export.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import {
  CLOUDFLARE_LINE_LIMIT,
  CLOUDFLARE_RULE_LIMIT,
  headersFileProblems,
  pagePolicies,
  parseHeadersFile,
  parseRedirects,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  scriptHashes,
  securityHeaders,
  sharedHeaders,
} from "./host-headers.mjs";

const outDir = resolve(process.argv[2] ?? "out");
const configFile = join(outDir, "host-config.json");

if (!existsSync(configFile)) {
  console.error(`${relative(process.cwd(), configFile)} is missing: run \`npm run build\`.`);
  process.exit(1);
}
const config = JSON.parse(readFileSync(configFile, "utf8"));
rmSync(configFile);

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const pages = htmlFiles(outDir).map((path) => ({
  file: relative(outDir, path).split(sep).join("/"),
  html: readFileSync(path, "utf8"),
}));
const hashes = scriptHashes(pages.map(({ html }) => html));
const headers = securityHeaders({ hashes, config });
const redirectsFile = join(outDir, "_redirects");
const redirects = existsSync(redirectsFile)
  ? parseRedirects(readFileSync(redirectsFile, "utf8"))
  : [];

const headersFile = renderHeadersFile({
  shared: sharedHeaders(),
  pages: pagePolicies(pages, config),
});
const problems = headersFileProblems(headersFile);
if (problems.length) {
  console.error(
    `Host headers not written: Cloudflare Pages reads at most ${CLOUDFLARE_RULE_LIMIT} rules of ` +
      `${CLOUDFLARE_LINE_LIMIT} characters a line from _headers, and a path matched by two ` +
      `policy rules gets both policies (on Netlify too).\n` +
      problems.map((problem) => `  - ${problem}`).join("\n"),
  );
  process.exit(1);
}
writeFileSync(join(outDir, "_headers"), headersFile);
writeFileSync(join(outDir, "vercel.json"), renderVercelJson(headers, redirects));
writeFileSync(join(outDir, "nginx-server.conf"), renderNginxConf(headers, redirects));

const longest = Math.max(...headersFile.split("\n").map((line) => line.length));
console.log(
  `Host headers: ${pages.length} pages, ${hashes.length} inline-script hashes; out/_headers: ` +
    `${parseHeadersFile(headersFile).length} rules, longest line ${longest} characters ` +
    `-> out/_headers, out/vercel.json, out/nginx-server.conf`,
);
