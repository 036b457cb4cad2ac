#!/usr/bin/env node
// Post-build step (`npm run build` runs it after `next build`): writes each exported page's own
// Content-Security-Policy (the hashes of its inline scripts) into its HTML as a
// <meta http-equiv>, and the host files with the headers every response carries: _headers
// (Netlify, Cloudflare Pages), vercel.json (`vercel deploy out`) and nginx-server.conf. See
// docs/security-headers.md. The deployment's endpoints come from out/host-config.json, which
// app/host-config.json/route.ts renders from content/site.ts during the build; it is read once
// and removed from the export.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import {
  HOST_FILES,
  headersFileProblems,
  languageNotFoundRedirects,
  languageRedirects,
  notPageExtensions,
  parseHeadersFile,
  parseRedirects,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  securityHeaders,
  withPolicyMeta,
} from "./host-headers.mjs";

const outDir = resolve(process.argv[2] ?? "out");
const configFile = join(outDir, "host-config.json");

if (!existsSync(configFile)) {
  console.error(`${relative(process.cwd(), configFile)} is missing: run \`npm run build\`.`);
  process.exit(1);
}
const config = JSON.parse(readFileSync(configFile, "utf8"));
rmSync(configFile);
// Pagefind's search runs WebAssembly; every page needs it allowed, as any page can reach search.
config.wasm = existsSync(join(outDir, "pagefind"));

function filesIn(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

const files = filesIn(outDir);
const pages = files.filter(
  (path) => path.endsWith(".html") && !relative(outDir, path).startsWith(`_next${sep}`),
);
const failures = [];
let metaBytes = 0;
for (const path of pages) {
  const file = relative(outDir, path).split(sep).join("/");
  try {
    const html = readFileSync(path, "utf8");
    const withMeta = withPolicyMeta(html, config);
    metaBytes = Math.max(metaBytes, Buffer.byteLength(withMeta) - Buffer.byteLength(html));
    writeFileSync(path, withMeta);
  } catch (error) {
    failures.push(`${file}: ${error.message}`);
  }
}
if (failures.length) {
  console.error(
    `No page policy written to:\n${failures.map((f) => `  - ${f}`).join("\n")}\n` +
      "A script the site does not write comes from content put into a page as markup: find the " +
      "value and the place that does not escape it. See docs/security-headers.md.",
  );
  process.exit(1);
}

const headers = securityHeaders(config);
const redirectsFile = join(outDir, "_redirects");
const redirects = existsSync(redirectsFile)
  ? parseRedirects(readFileSync(redirectsFile, "utf8"))
  : [];
// The languages whose home the export has (out/fr.html...): where a first visit to / may go.
const languages = readdirSync(outDir).flatMap((name) => /^([a-z]{2})\.html$/.exec(name)?.[1] ?? []);
// The languages with a 404 page of their own (out/fr/404.html), for a missing page under /fr/.
const notFoundLanguages = readdirSync(outDir).filter(
  (name) => /^[a-z]{2}$/.test(name) && existsSync(join(outDir, name, "404.html")),
);
if (languages.length || notFoundLanguages.length) {
  const existing = existsSync(redirectsFile) ? readFileSync(redirectsFile, "utf8") : "";
  writeFileSync(
    redirectsFile,
    `${[existing, languageRedirects(languages), languageNotFoundRedirects(notFoundLanguages)]
      .map((part) => part.trim())
      .filter(Boolean)
      .join("\n\n")}\n`,
  );
}
// Every extension the export serves gets the no-script policy, but pages, scripts and styles.
const extensions = notPageExtensions(
  files
    .map((path) => relative(outDir, path).split(sep).join("/"))
    .filter((path) => !HOST_FILES.includes(path)),
);
const headersFile = renderHeadersFile(headers, extensions);
const problems = headersFileProblems(headersFile);
if (problems.length) {
  console.error(`Host headers not written:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
writeFileSync(join(outDir, "_headers"), headersFile);
writeFileSync(
  join(outDir, "vercel.json"),
  renderVercelJson(headers, redirects, extensions, languages),
);
writeFileSync(
  join(outDir, "nginx-server.conf"),
  renderNginxConf(headers, redirects, extensions, languages, notFoundLanguages),
);

console.log(
  `Security headers: ${pages.length} pages got their own <meta> policy (largest ${metaBytes} bytes); ` +
    `out/_headers: ${parseHeadersFile(headersFile).length} rules ` +
    `(no script on ${extensions.map((extension) => `.${extension}`).join(" ")}) ` +
    `-> out/_headers, out/vercel.json, out/nginx-server.conf`,
);
