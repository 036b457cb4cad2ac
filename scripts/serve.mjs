#!/usr/bin/env node
// A static server that answers like the hosts the export is deployed to: `/about` serves
// `about.html`, a folder serves its `index.html`, the page's other URLs (`/about/`,
// `/about.html`, `/index.html`) redirect to that one with 308 as Cloudflare Pages does (Netlify
// answers 301), the host files (`_headers`, `_redirects`, `vercel.json`, `nginx-server.conf`) and
// anything else get the nearest `404.html` (`/fr/nope` gets `fr/404.html`, as Cloudflare Pages
// serves it and the export's `_redirects` tells Netlify) with status 404, and every response that is not a page carries
// the policy that runs no script (NO_SCRIPT_POLICY). Options: --port N (default 3000), --dir D (default out), --gzip (compress text),
// --headers (apply the header rules in <dir>/_headers as Netlify and Cloudflare Pages do: every
// matching rule, same-named headers joined with ", ", so an overlap shows up here too).
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, relative, resolve, sep } from "node:path";
import { pipeline } from "node:stream";
import { createGzip } from "node:zlib";
import {
  HOST_FILES,
  headersFor,
  NO_SCRIPT_POLICY,
  NOT_DOCUMENT_EXTENSIONS,
  parseHeadersFile,
  TEXT_TYPES,
} from "./host-headers.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const port = Number(option("port", process.env.PORT ?? 3000));
const host = option("host", "127.0.0.1");
const root = resolve(option("dir", "out"));
const gzip = args.includes("--gzip");
const applyHeaders = args.includes("--headers");

if (!existsSync(join(root, "index.html"))) {
  console.error(`No export in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".txt": TEXT_TYPES.txt,
  ".md": TEXT_TYPES.md,
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".zip": "application/zip",
};
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/**
 * The rules in <dir>/_headers, read again whenever a rebuild rewrites the file: its policy lists
 * the hashes of the new build's inline scripts, and the old ones would block them all.
 */
let headerRules = [];
let headerRulesStamp = null;
function currentHeaderRules() {
  if (!applyHeaders) return [];
  const file = join(root, "_headers");
  let stamp;
  try {
    stamp = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (stamp !== headerRulesStamp) {
    headerRules = parseHeadersFile(readFileSync(file, "utf8"));
    headerRulesStamp = stamp;
  }
  return headerRules;
}

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file in the export, the way static hosts resolve clean URLs. */
function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, "");
  const base = join(root, clean);
  if (base !== root && !base.startsWith(root + sep)) return null;
  // The hosts read these and never serve them (compared without case, as macOS finds files).
  if (HOST_FILES.includes(relative(root, base).toLowerCase())) return null;
  const candidates = [base, `${base.replace(/[/\\]$/, "")}.html`, join(base, "index.html")];
  return candidates.find(isFile) ?? null;
}

/** The 404 page nearest to a missing path: its folder's, else its parent's..., else the site's. */
function notFoundFile(pathname) {
  const segments = (pathname ?? "/").split("/").filter(Boolean).slice(0, -1);
  for (let depth = segments.length; depth > 0; depth -= 1) {
    const candidate = join(root, ...segments.slice(0, depth), "404.html");
    if (!relative(root, candidate).startsWith("..") && isFile(candidate)) return candidate;
  }
  return join(root, "404.html");
}

/** The one URL an exported page is served at: /about for about.html, /docs/ for docs/index.html. */
function pageUrl(file) {
  const path = `/${relative(root, file).split(sep).join("/")}`;
  return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path.slice(0, -5);
}

const server = createServer((request, response) => {
  // `//_headers` is a path, as on the hosts, not a URL without a scheme.
  const url = new URL(`http://localhost/${(request.url ?? "/").replace(/^\/+/, "")}`);
  let file;
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
    file = resolveFile(url.pathname);
  } catch {
    file = null;
  }
  // As on the hosts, the rules' headers replace the server's own, on every response.
  const applyRules = () => {
    for (const [name, value] of headersFor(currentHeaderRules(), url.pathname)) {
      response.setHeader(name, value);
    }
  };
  if (file?.endsWith(".html") && pageUrl(file) !== pathname) {
    response.setHeader("Location", encodeURI(pageUrl(file)) + url.search);
    applyRules();
    response.writeHead(308);
    return response.end();
  }
  const status = file ? 200 : 404;
  file ??= notFoundFile(pathname);
  const type = types[extname(file)] ?? "application/octet-stream";

  response.setHeader("Content-Type", type);
  // What the hosts' rules give a response that is not a page; --headers applies them over it.
  if (!NOT_DOCUMENT_EXTENSIONS.includes(extname(file).slice(1).toLowerCase())) {
    response.setHeader("Content-Security-Policy", NO_SCRIPT_POLICY);
    response.setHeader("X-Content-Type-Options", "nosniff");
  }
  response.setHeader(
    "Cache-Control",
    url.pathname.startsWith("/_next/static/") ? "public, max-age=31536000, immutable" : "no-cache",
  );
  applyRules();
  const zip =
    gzip && compressible.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  if (zip) {
    response.setHeader("Content-Encoding", "gzip");
    response.setHeader("Vary", "Accept-Encoding");
  } else {
    response.setHeader("Content-Length", statSync(file).size);
  }
  response.writeHead(status);
  if (request.method === "HEAD") return response.end();
  const body = createReadStream(file);
  const done = () => {};
  if (zip) pipeline(body, createGzip(), response, done);
  else pipeline(body, response, done);
});

// --port 0 takes any free port; the line names the one it got.
server.listen(port, host, () => {
  const { port: bound } = server.address();
  console.log(`Serving ${root} at http://${host === "0.0.0.0" ? "localhost" : host}:${bound}`);
});
