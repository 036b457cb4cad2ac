#!/usr/bin/env node
// Post-build step (`npm run build` runs it after `next build`): hashes every inline script in
// the exported HTML and writes the host header files into out/: _headers (Netlify, Cloudflare
// Pages), vercel.json (`vercel deploy out`) and nginx-server.conf. The deployment's endpoints
// come from out/host-config.json, which app/host-config.json/route.ts renders from
// content/site.ts during the build; it is read once and removed from the export.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import {
  CLOUDFLARE_LINE_LIMIT,
  parseRedirects,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  scriptHashes,
  securityHeaders,
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

const pages = htmlFiles(outDir);
const hashes = scriptHashes(pages.map((file) => readFileSync(file, "utf8")));
const headers = securityHeaders({ hashes, config });
const redirectsFile = join(outDir, "_redirects");
const redirects = existsSync(redirectsFile)
  ? parseRedirects(readFileSync(redirectsFile, "utf8"))
  : [];

const headersFile = renderHeadersFile(headers);
writeFileSync(join(outDir, "_headers"), headersFile);
writeFileSync(join(outDir, "vercel.json"), renderVercelJson(headers, redirects));
writeFileSync(join(outDir, "nginx-server.conf"), renderNginxConf(headers, redirects));

const longest = Math.max(...headersFile.split("\n").map((line) => line.length));
console.log(
  `Host headers: ${pages.length} pages, ${hashes.length} inline-script hashes, ` +
    `CSP line ${longest} chars -> out/_headers, out/vercel.json, out/nginx-server.conf`,
);
if (longest > CLOUDFLARE_LINE_LIMIT) {
  console.warn(
    `Warning: a line of out/_headers is ${longest} characters; Cloudflare Pages ignores lines ` +
      `over ${CLOUDFLARE_LINE_LIMIT}. Netlify, Vercel and nginx are unaffected.`,
  );
}
