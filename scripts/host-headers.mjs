// The site's Content-Security-Policy in two parts, and the host files that carry the headers.
// Each page's HTML gets its own policy in a <meta http-equiv> (its inline-script hashes);
// every response gets one site-wide header policy (framing and the rest that needs no hash)
// and the other security headers, from _headers (Netlify, Cloudflare Pages), vercel.json or an
// nginx server snippet. Browsers enforce both policies. See docs/security-headers.md.
// Pure functions; scripts/write-host-headers.mjs feeds them what it reads from out/.
import { LANGUAGE_COOKIE, LANGUAGE_LINKS_SCRIPT } from "./language-links.mjs";
import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "../lib/theme/theme-script.mjs";
import { EARLY_CLICKS_SCRIPT } from "../lib/browser/early-clicks.mjs";

/** Two years, the HSTS preload list's expectation. */
const HSTS_MAX_AGE = 63_072_000;
/** Cloudflare Pages ignores _headers lines longer than this. */
export const CLOUDFLARE_LINE_LIMIT = 2000;
/** Cloudflare Pages reads at most this many _headers rules per project. */
export const CLOUDFLARE_RULE_LIMIT = 100;
const IMMUTABLE_ASSETS = {
  path: "/_next/static/",
  cacheControl: "public, max-age=31536000, immutable",
};
/**
 * The policy of every response that is not a page (an image, a feed, data, a download, the
 * site's own or an upload): `sandbox` without `allow-scripts` runs no script at all and gives
 * the document an opaque origin (no storage, no cookies, no same-origin requests); there is no
 * script-src; inline styles and data: images keep an SVG drawn as it is; nothing frames it.
 * The 404 page a host sends for a missing image gets it too, and shows unstyled (its CSS is
 * same-origin only). See docs/security-headers.md.
 */
export const NO_SCRIPT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox";

/** Extensions that always get NO_SCRIPT_POLICY: the editor's images, feeds and data, downloads. */
export const NOT_PAGE_EXTENSIONS = [
  "avif",
  "gif",
  "ico",
  "jpeg",
  "jpg",
  "json",
  "pdf",
  "png",
  "svg",
  "txt",
  "webmanifest",
  "webp",
  "woff2",
  "xml",
  "zip",
];

/**
 * Extensions that never get it: pages are HTML, and scripts and styles are run or applied by a
 * page, never opened as documents. A policy sent with a worker's script governs the worker
 * (Pagefind's search runs in one), so it must not land on JavaScript.
 */
export const NOT_DOCUMENT_EXTENSIONS = ["css", "html", "js", "map", "mjs", "wasm"];

/**
 * Text the site writes for agents and the framework, sent with its type and charset rather than
 * each host's guess: Markdown (the copies of posts, articles and legal documents) has no type in
 * nginx's mime.types, and a text file without a charset is read as Latin-1 by some clients, which
 * turns "Conditions d’utilisation" into "Conditions dâ€™utilisation". (The framework's `.txt`
 * payloads are read by its router, which takes any text/plain.)
 */
export const TEXT_TYPES = {
  md: "text/markdown; charset=utf-8",
  txt: "text/plain; charset=utf-8",
};

/**
 * The extensions the no-script policy covers: NOT_PAGE_EXTENSIONS and every other extension
 * among `files` (the export's paths), less NOT_DOCUMENT_EXTENSIONS; sorted, lower case.
 */
export function notPageExtensions(files = []) {
  const found = files.flatMap((file) => {
    const name = file.slice(file.lastIndexOf("/") + 1);
    const extension = /\.([a-z0-9_]+)$/i.exec(name)?.[1]?.toLowerCase();
    return extension && name.indexOf(".") > 0 ? [extension] : [];
  });
  return [...new Set([...NOT_PAGE_EXTENSIONS, ...found])]
    .filter((extension) => !NOT_DOCUMENT_EXTENSIONS.includes(extension))
    .sort();
}

/** The host files themselves, which no host should serve as pages. */
export const HOST_FILES = ["_headers", "_redirects", "vercel.json", "nginx-server.conf"];

const JS_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

/**
 * Every `<script>` element of a page as a browser's tokenizer finds it: from `<script` (any
 * case, then a space, `/` or `>`) to the first `</script` followed by a space, `/` or `>`.
 * `attributes` is the start tag's inside, `body` the text the script holds, `at` its offset.
 */
export function scriptElements(html) {
  const elements = [];
  const start = /<script(?=[\s/>])([^>]*)>/gi;
  let match;
  while ((match = start.exec(html))) {
    const bodyStart = match.index + match[0].length;
    const end = /<\/script(?=[\s/>])[^>]*>/gi;
    end.lastIndex = bodyStart;
    const close = end.exec(html);
    const bodyEnd = close ? close.index : html.length;
    elements.push({
      at: match.index,
      attributes: match[1],
      body: html.slice(bodyStart, bodyEnd),
      end: close ? close.index + close[0].length : html.length,
    });
    start.lastIndex = close ? close.index + close[0].length : html.length;
  }
  return elements;
}

const attribute = (attributes, name) =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(attributes);
const attributeValue = (attributes, name) => {
  const found = attribute(attributes, name);
  return found ? (found[1] ?? found[2] ?? found[3] ?? "") : undefined;
};
const scriptType = (attributes) => attributeValue(attributes, "type")?.toLowerCase() ?? "";

/** The text of every inline script the browser executes (not src=, not JSON-LD data blocks). */
export function inlineScripts(html) {
  return scriptElements(html)
    .filter(
      ({ attributes }) => !attribute(attributes, "src") && JS_TYPES.has(scriptType(attributes)),
    )
    .map(({ body }) => body);
}

/**
 * The end of the JSON value that starts at `text[from]` (an array or object), or -1: strings are
 * skipped whole, escapes included, so a bracket inside one does not count.
 */
function jsonValueEnd(text, from) {
  let depth = 0;
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      for (at++; at < text.length && text[at] !== '"'; at++) if (text[at] === "\\") at++;
      if (at >= text.length) return -1;
    } else if (char === "[" || char === "{") depth++;
    else if (char === "]" || char === "}") {
      depth--;
      if (depth === 0) return at + 1;
    }
  }
  return -1;
}

/** JSON that parses, or undefined. */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Next.js's inline data, as it writes it (next/dist/server/app-render/use-flight-response.js):
 * `(self.__next_f=self.__next_f||[]).push([0])` starts the list, then each chunk of the page's
 * data is `self.__next_f.push([1,"<JSON string>"])` (or `[3,"<base64>"]`, `[2,<form state>]`),
 * HTML-escaped so no `<` appears. A script made of these statements only hands strings to a list:
 * whatever the strings hold (a page's content), it runs nothing else.
 */
const FLIGHT_STATEMENTS = [
  {
    prefix: "(self.__next_f=self.__next_f||[]).push(",
    valid: (data) => data.length === 1 && data[0] === 0,
  },
  {
    prefix: "self.__next_f.push(",
    valid: (data) =>
      data.length === 2 &&
      ((data[0] === 1 && typeof data[1] === "string") ||
        (data[0] === 3 && typeof data[1] === "string" && /^[A-Za-z0-9+/]*={0,2}$/.test(data[1])) ||
        data[0] === 2),
  },
];

/** Whether `body` is nothing but Next.js's inline data statements, `;`-separated. */
function isFlightData(body) {
  if (body.includes("<")) return false;
  let at = 0;
  while (at < body.length) {
    const statement = FLIGHT_STATEMENTS.find(({ prefix }) => body.startsWith(prefix, at));
    if (!statement) return false;
    const from = at + statement.prefix.length;
    if (body[from] !== "[") return false;
    const end = jsonValueEnd(body, from);
    if (end < 0 || body[end] !== ")") return false;
    const data = parseJson(body.slice(from, end));
    if (!Array.isArray(data) || !statement.valid(data)) return false;
    at = end + 1;
    if (at < body.length) {
      if (body[at] !== ";") return false;
      at++;
    }
  }
  return body.length > 0;
}

/**
 * Turbopack's chunk-group bootstrap (next/dist/server/get-page-files.js), one line a page:
 * `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[...],
 * "runtimeModuleIds":[...]});`, naming only the build's own chunk files.
 */
const TURBOPACK_LINE =
  /^\(globalThis\[("[A-Za-z_$][\w$]*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\((\{.*\})\);$/;
const CHUNK_FILE = /^static\/chunks\/[\w.-]+\.(?:js|css)$/;

function isTurbopackBootstrap(body) {
  return body.split("\n").every((line) => {
    const match = TURBOPACK_LINE.exec(line);
    const params = match && parseJson(match[2]);
    if (!params || typeof params !== "object" || Array.isArray(params)) return false;
    return Object.entries(params).every(([key, value]) =>
      key === "otherChunks"
        ? Array.isArray(value) &&
          value.every((file) => typeof file === "string" && CHUNK_FILE.test(file))
        : key === "runtimeModuleIds"
          ? Array.isArray(value) &&
            value.every((id) => typeof id === "number" || typeof id === "string")
          : false,
    );
  });
}

/**
 * The inline scripts the site writes itself, each recognised by its exact form. A new one
 * (a theme switch before paint, say) is added here, or the build fails naming its page.
 */
const SITE_SCRIPTS = [
  {
    name: "the language menu's links (scripts/language-links.mjs)",
    matches: (body) => body === LANGUAGE_LINKS_SCRIPT,
  },
  {
    name: "the redirect of /gdpr (app/[locale]/gdpr/page.tsx)",
    matches: (body) => /^window\.location\.replace\("\/[\w\-/#]*"\)$/.test(body),
  },
  {
    name: "the theme and menus script (lib/theme/theme-script.mjs)",
    matches: (body) => body === THEME_SCRIPT,
  },
  {
    name: "the early clicks script (lib/browser/early-clicks.mjs)",
    matches: (body) => body === EARLY_CLICKS_SCRIPT,
  },
];

/**
 * What writes an inline script: "next" (the framework's data and bootstrap), or the name of
 * one of the SITE_SCRIPTS; null for any other script, which nothing the site writes makes.
 */
export function inlineScriptSource(body) {
  if (isFlightData(body) || isTurbopackBootstrap(body)) return "next";
  return SITE_SCRIPTS.find((script) => script.matches(body))?.name ?? null;
}

/** How a problem names a script: its first characters, on one line. */
const scriptStart = (text) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 80)}…` : line;
};

/**
 * Why a page's scripts are not all the site's own, one line each, or none: every `<script>` is
 * the build's own file (`src` under /_next/static/), JSON-LD that parses and holds no `<`, or an
 * inline script `inlineScriptSource` recognises. Anything else came from somewhere the site does
 * not write scripts (a value of its content in a raw-HTML sink), and no hash may allow it.
 */
export function foreignScripts(html) {
  return scriptElements(html).flatMap(({ attributes, body }) => {
    const src = attributeValue(attributes, "src");
    if (src !== undefined) {
      return src.startsWith("/_next/static/") && !src.includes("..") && body === ""
        ? []
        : [`a script loaded from ${JSON.stringify(src)}: <script${attributes}>`];
    }
    const type = scriptType(attributes);
    if (type === "application/ld+json") {
      return !body.includes("<") && parseJson(body) !== undefined
        ? []
        : [`JSON-LD that is not JSON or holds "<": ${scriptStart(body)}`];
    }
    if (!JS_TYPES.has(type)) return [`a <script type="${type}"> the site does not write`];
    return inlineScriptSource(body)
      ? []
      : [`an inline script the site does not write: ${scriptStart(body)}`];
  });
}

/**
 * The page with each run of Next.js's adjacent inline data scripts joined into one script of
 * the same statements in the same order: one hash a page for its data, however long its content
 * (the browser runs adjacent scripts one after the other, so nothing runs between them anyway).
 */
export function joinFlightScripts(html) {
  const parts = [];
  let copied = 0;
  let run = [];
  const flush = () => {
    if (run.length > 1) {
      parts.push(
        html.slice(copied, run[0].at),
        `<script>${run.map(({ body }) => body).join(";")}</script>`,
      );
      copied = run.at(-1).end;
    }
    run = [];
  };
  for (const element of scriptElements(html)) {
    const joinable = element.attributes === "" && isFlightData(element.body);
    if (!joinable || (run.length && run.at(-1).end !== element.at)) flush();
    if (joinable) run.push(element);
  }
  flush();
  return parts.join("") + html.slice(copied);
}

/** CSP source expression for a script body: 'sha256-<base64>'. */
export function sha256Source(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** Every inline script hash across the given pages, deduplicated and sorted. */
export function scriptHashes(htmlPages) {
  const hashes = new Set();
  for (const html of htmlPages)
    for (const script of inlineScripts(html)) hashes.add(sha256Source(script));
  return [...hashes].sort();
}

/**
 * The origin a configured endpoint lives on, or null when it is the site itself (a relative
 * path, or the site's own origin), which 'self' already allows.
 */
export function externalOrigin(endpoint, siteOrigin) {
  const url = new URL(endpoint, siteOrigin);
  if (url.origin === new URL(siteOrigin).origin) return null;
  return url.origin;
}

function sources(endpoints, siteOrigin) {
  const origins = endpoints.map((endpoint) => externalOrigin(endpoint, siteOrigin));
  return [...new Set(origins.filter(Boolean))];
}

/**
 * The site's Content-Security-Policy as [directive, sources] pairs. Scripts: the export's own
 * files plus the hashes of a page's inline scripts, nothing else ('wasm-unsafe-eval' only when
 * the export ships WebAssembly, such as Pagefind's search). Styles keep 'unsafe-inline' because
 * React renders style attributes into the HTML (bar widths, the calculator's slider fill) and sonner
 * injects its stylesheet at runtime; with scripts locked down that leaves no way to run code.
 * Everything but the hashes is the same on every page: a client-side navigation keeps the first
 * page's policy, so whatever any page needs must be allowed on all of them.
 */
function siteDirectives({ hashes, config }) {
  return [
    ["default-src", ["'none'"]],
    [
      "script-src",
      [
        "'self'",
        ...(config.wasm ? ["'wasm-unsafe-eval'"] : []),
        ...hashes,
        ...sources(config.script ?? [], config.origin),
      ],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...sources(config.img ?? [], config.origin)]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...sources(config.connect, config.origin)]],
    ["manifest-src", ["'self'"]],
    ["form-action", ["'self'", ...sources(config.formAction, config.origin), "mailto:"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
  ];
}

/** Directives a browser ignores in a `<meta http-equiv>` policy (HTML and CSP3). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"];

/**
 * Directives that would block a page's inline scripts without that page's hashes. Browsers
 * enforce every policy a document gets, so the site-wide header leaves them to the page.
 */
const PAGE_ONLY_DIRECTIVES = ["default-src", "script-src"];

const serialise = (directives) =>
  directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");

/**
 * A page's own policy, for its `<meta http-equiv>`: the whole site policy with the hashes of
 * this page's inline scripts, less what a meta policy cannot carry. On its own it still guards
 * the page on a host that sends no headers (all but framing).
 */
export function contentSecurityPolicy({ hashes, config }) {
  return serialise(
    siteDirectives({ hashes, config }).filter(([name]) => !HEADER_ONLY_DIRECTIVES.includes(name)),
  );
}

/**
 * The one policy every response carries: frame-ancestors (which only a header can set) and the
 * site policy's other directives that do not depend on the page, so that a response without a
 * meta policy (an asset opened directly, a page a host serves without its meta) is restricted too.
 */
export function headerPolicy(config) {
  return serialise(
    siteDirectives({ hashes: [], config }).filter(([name]) => !PAGE_ONLY_DIRECTIVES.includes(name)),
  );
}

/** Powerful features the site never uses, switched off for it and anything it embeds. */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "payment",
  "usb",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The headers every response carries whatever its page, in the order the host files list them. */
export function sharedHeaders() {
  return [
    ["Strict-Transport-Security", `max-age=${HSTS_MAX_AGE}; includeSubDomains; preload`],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
  ];
}

/** The headers every response carries: the site-wide policy and the shared headers. */
export function securityHeaders(config) {
  return [["Content-Security-Policy", headerPolicy(config)], ...sharedHeaders()];
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;
/** The HTML spec: the encoding declaration must be complete within the first 1,024 bytes. */
export const CHARSET_BYTE_LIMIT = 1024;

const escapeAttribute = (text) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Writes a page's own policy into its HTML as `<meta http-equiv="Content-Security-Policy">`
 * right after `<meta charset>`, before any script, style or link it governs, with the hashes
 * of this file's inline scripts, its framework data joined into one (`joinFlightScripts`).
 * Running it again replaces the meta it wrote (idempotent). Throws when the page has no
 * `<meta charset>` in its first 1,024 bytes or loads something before it, where a meta policy
 * would come too late, and when it holds a script the site does not write (`foreignScripts`):
 * the policy allows the site's own scripts, never whatever a page happens to hold.
 */
export function withPolicyMeta(html, config) {
  const page = html.replace(META_POLICY, "");
  const charset = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(page);
  if (!charset) throw new Error("no <meta charset> to put the policy after");
  const at = charset.index + charset[0].length;
  if (Buffer.byteLength(page.slice(0, at)) > CHARSET_BYTE_LIMIT) {
    throw new Error(`<meta charset> ends past the first ${CHARSET_BYTE_LIMIT} bytes`);
  }
  const early = /<(script|style|link|base)\b/i.exec(page.slice(0, at));
  if (early) throw new Error(`<${early[1]}> comes before <meta charset>, outside the policy`);
  const foreign = foreignScripts(page);
  if (foreign.length) throw new Error(foreign.join("; "));
  const joined = joinFlightScripts(page);
  const policy = contentSecurityPolicy({ hashes: scriptHashes([joined]), config });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return joined.slice(0, at) + meta + joined.slice(at);
}

/** Netlify/Cloudflare `_redirects` lines (`from to [status]`) as objects. */
export function parseRedirects(text) {
  return (
    text
      .split("\n")
      .map((line) => line.trim())
      // A rule with conditions (`Language=fr`) is Netlify's own; the others get languageRedirects.
      .filter((line) => line && !line.startsWith("#") && line.split(/\s+/).length <= 3)
      .map((line) => {
        const [from, to, status = "301"] = line.split(/\s+/);
        return { from, to, status: Number.parseInt(status, 10) };
      })
  );
}

const GENERATED =
  "Generated by scripts/write-host-headers.mjs from the export: do not edit, rebuild.";

/**
 * `_headers` for Netlify and Cloudflare Pages: the same headers on every response, the 404 page
 * and assets included. Both hosts send the headers of EVERY rule whose path matches, joining
 * same-named ones with ", ", so the site policy is on `/*` alone; each page's script hashes
 * travel in its own HTML. One `/*.<extension>` rule per extension adds NO_SCRIPT_POLICY to
 * responses that are not pages: the browser enforces both policies. Both hosts read a splat
 * inside a segment (`/*.svg` matches `/blog/post/chart.svg`); no page URL has an extension.
 */
export function renderHeadersFile(headers, extensions = NOT_PAGE_EXTENSIONS) {
  return [
    `# ${GENERATED}`,
    "",
    "# Every response. Each page's script hashes are in its <meta http-equiv> policy.",
    "/*",
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    "",
    "# Build assets are named by their content, so they never change.",
    `${IMMUTABLE_ASSETS.path}*`,
    `  Cache-Control: ${IMMUTABLE_ASSETS.cacheControl}`,
    "",
    "# Responses that are not pages (images, feeds, data, downloads): a policy that runs no script.",
    ...extensions.flatMap((extension) => [
      `/*.${extension}`,
      `  Content-Security-Policy: ${NO_SCRIPT_POLICY}`,
    ]),
    "",
    "# Text with its type and charset (Markdown copies, llms.txt).",
    ...Object.entries(TEXT_TYPES).flatMap(([extension, type]) => [
      `/*.${extension}`,
      `  Content-Type: ${type}`,
    ]),
    "",
  ].join("\n");
}

/** Whether a `_headers` path pattern can match a page's URL (pages have no extension). */
const matchesPages = (pattern) => !/\.[a-z0-9_]+$/i.test(pattern);

/**
 * The rules of a `_headers` file: a path line, then indented `Name: value` lines. The path
 * is matched with the splat `*` (any run of characters), the only wildcard this site writes.
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
    } else if (rules.length) {
      const at = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Whether a `_headers` path pattern matches a URL path. */
export function pathMatches(pattern, pathname) {
  const source = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${source}$`).test(pathname);
}

/** Whether some URL path matches both `_headers` path patterns. */
export function patternsOverlap(a, b) {
  const seen = new Map();
  const walk = (i, j) => {
    const key = i * (b.length + 1) + j;
    if (!seen.has(key)) {
      let overlap;
      if (i === a.length && j === b.length) overlap = true;
      // A splat takes nothing more, or the other pattern's next character (or splat).
      else if (a[i] === "*") overlap = walk(i + 1, j) || (j < b.length && walk(i, j + 1));
      else if (b[j] === "*") overlap = walk(i, j + 1) || (i < a.length && walk(i + 1, j));
      else overlap = i < a.length && j < b.length && a[i] === b[j] && walk(i + 1, j + 1);
      seen.set(key, overlap);
    }
    return seen.get(key);
  };
  return walk(0, 0);
}

/** The headers a response to `pathname` gets, the way Netlify and Cloudflare Pages apply rules. */
export function headersFor(rules, pathname) {
  const merged = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const earlier = merged.get(name.toLowerCase());
      merged.set(
        name.toLowerCase(),
        earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value],
      );
    }
  }
  return [...merged.values()];
}

/** Pairs of rules that both set `header` and both match some path. */
export function overlappingRules(rules, header) {
  const setting = rules.filter((rule) =>
    rule.headers.some(([name]) => name.toLowerCase() === header.toLowerCase()),
  );
  return setting.flatMap((rule, index) =>
    setting
      .slice(index + 1)
      .filter((other) => patternsOverlap(rule.path, other.path))
      .map((other) => [rule.path, other.path]),
  );
}

/** What in a `_headers` file Cloudflare Pages would drop, or would send as two policies. */
export function headersFileProblems(text) {
  const rules = parseHeadersFile(text);
  const problems = [];
  let rule = "";
  for (const [index, line] of text.split("\n").entries()) {
    if (/^[^\s#]/.test(line)) rule = line.trim();
    if (line.length > CLOUDFLARE_LINE_LIMIT) {
      problems.push(
        `line ${index + 1} (rule ${rule}) is ${line.length} characters; ` +
          `Cloudflare Pages ignores lines over ${CLOUDFLARE_LINE_LIMIT}`,
      );
    }
  }
  if (rules.length > CLOUDFLARE_RULE_LIMIT) {
    problems.push(
      `${rules.length} rules; Cloudflare Pages reads at most ${CLOUDFLARE_RULE_LIMIT} per project`,
    );
  }
  // Two policies on a page would block its scripts; on an image, the second is the point.
  for (const [a, b] of overlappingRules(
    rules.filter((rule) => matchesPages(rule.path)),
    "Content-Security-Policy",
  )) {
    problems.push(`the rules ${a} and ${b} both set Content-Security-Policy on one path`);
  }
  return problems;
}

/** A path-to-regexp source (Vercel's `source`) for paths that end with one of `extensions`. */
export const extensionSource = (extensions) => `/:file(.*\\.(?:${extensions.join("|")}))`;

/**
 * vercel.json for deploying out/ as it is (`vercel deploy out`). Vercel lets the last matching
 * rule's header win, so responses that are not pages get NO_SCRIPT_POLICY in place of the site
 * policy (it carries frame-ancestors too).
 */

/**
 * `_redirects` lines that send a first visit to `/` to the visitor's language, for each
 * language whose home the export has (English is `/` itself). Netlify reads `Language=` from
 * Accept-Language, or from the switcher's cookie once a visitor chose, and `!` applies the rule
 * although `/` has a file. Cloudflare Pages ignores a line with more than three parts, so there
 * `/` stays English for everyone (docs/languages.md). Only `/`: a deep link is never redirected.
 */
export function languageRedirects(languages) {
  if (languages.length === 0) return "";
  return [
    "# A first visit to / in the visitor's language (Netlify; see docs/languages.md).",
    ...languages.map((language) => `/  /${language}  302!  Language=${language}`),
    "",
  ].join("\n");
}

/**
 * `_redirects` lines that answer a missing address under a language's prefix with that
 * language's 404 page, status 404, for each language whose out/<code>/404.html the export has.
 * Netlify applies a rule without `!` only where no file matches, so every page still answers;
 * Cloudflare Pages serves the nearest 404.html by itself (and skips a 404 rule).
 */
export function languageNotFoundRedirects(languages) {
  if (languages.length === 0) return "";
  return [
    "# A missing address under a language's prefix gets that language's 404 page (Netlify).",
    ...languages.map((language) => `/${language}/*  /${language}/404.html  404`),
    "",
  ].join("\n");
}

/** The same for Vercel: the remembered choice first, then Accept-Language's first language. */
function vercelLanguageRedirects(languages) {
  const cookie = (language) => ({ type: "cookie", key: LANGUAGE_COOKIE, value: language });
  return [
    ...languages.map((language) => ({
      source: "/",
      destination: `/${language}`,
      statusCode: 302,
      has: [cookie(language)],
    })),
    ...languages.map((language) => ({
      source: "/",
      destination: `/${language}`,
      statusCode: 302,
      has: [{ type: "header", key: "accept-language", value: `^${language}(?:[-,;].*)?$` }],
      missing: [{ type: "cookie", key: LANGUAGE_COOKIE }],
    })),
  ];
}

export function renderVercelJson(
  headers,
  redirects,
  extensions = NOT_PAGE_EXTENSIONS,
  languages = [],
) {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    cleanUrls: true,
    trailingSlash: false,
    redirects: [
      ...vercelLanguageRedirects(languages),
      ...redirects
        .filter(({ from }) => from === "/" || !from.endsWith("/"))
        .map(({ from, to, status }) => ({ source: from, destination: to, statusCode: status })),
    ],
    headers: [
      // `/` answers by language and remembered choice: caches keep one answer per both.
      ...(languages.length
        ? [{ source: "/", headers: [{ key: "Vary", value: "Accept-Language, Cookie" }] }]
        : []),
      { source: "/(.*)", headers: headers.map(([key, value]) => ({ key, value })) },
      {
        source: `${IMMUTABLE_ASSETS.path}(.*)`,
        headers: [{ key: "Cache-Control", value: IMMUTABLE_ASSETS.cacheControl }],
      },
      ...Object.entries(TEXT_TYPES).map(([extension, type]) => ({
        source: extensionSource([extension]),
        headers: [{ key: "Content-Type", value: type }],
      })),
      {
        source: extensionSource(extensions),
        headers: [{ key: "Content-Security-Policy", value: NO_SCRIPT_POLICY }],
      },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * An nginx snippet for the server block whose root is out/. add_header in a location replaces
 * the server's, so each location repeats them; responses that are not pages (a regex location
 * by extension, also nested in the assets' prefix location, which `^~` keeps from other regex
 * locations) get NO_SCRIPT_POLICY in place of the site policy.
 */
export function renderNginxConf(
  headers,
  redirects,
  extensions = NOT_PAGE_EXTENSIONS,
  languages = [],
  notFoundLanguages = [],
) {
  const addHeaders = (indent, list = headers) =>
    list.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  const notPageHeaders = headers.map(([name, value]) =>
    name === "Content-Security-Policy" ? [name, NO_SCRIPT_POLICY] : [name, value],
  );
  const notPage = `~* \\.(${extensions.join("|")})$`;
  const cache = `add_header Cache-Control "${IMMUTABLE_ASSETS.cacheControl}" always;`;
  const hidden = HOST_FILES.map((file) => file.replace(/\./g, "\\.")).join("|");
  return [
    `# ${GENERATED}`,
    "# Include it in the server block that serves out/ (root /path/to/out;), see README.",
    ...addHeaders(""),
    "",
    "error_page 404 /404.html;",
    "",
    ...redirects.map(({ from, to, status }) => `location = ${from} { return ${status} ${to}; }`),
    `location ~ ^/(${hidden})$ { return 404; }`,
    "",
    ...nginxLanguageHome(languages, addHeaders),
    "# A page's other URLs (/about/, /about.html, /index.html) redirect to the one it is served at,",
    "# as on Cloudflare Pages. $request_uri is what was asked for: error_page's /404.html passes.",
    "# The target is a path on this site whatever absolute_redirect says: it starts with one / and",
    "# then neither / nor \\ (x5c), which a browser would read as //another.host.",
    `if ($request_uri ~ "^(?<page>/(?:[^/?\\x5c][^?]*?)??)(?:index)?\\.html(?<query>\\?.*)?$") { return 308 $page$query; }`,
    `if ($request_uri ~ "^(?<page>/[^/?\\x5c](?:[^?]*[^/?])?)/+(?<query>\\?.*)?$") { return 308 $page$query; }`,
    "",
    "# /about is served from about.html, the way the export is laid out.",
    "location / {",
    "  try_files $uri $uri.html $uri/index.html =404;",
    "}",
    "",
    ...notFoundLanguages.flatMap((language) => [
      `# A missing page under /${language}/ gets the ${language} 404 page.`,
      `location /${language}/ {`,
      `  error_page 404 /${language}/404.html;`,
      ...addHeaders("  "),
      "  try_files $uri $uri.html $uri/index.html =404;",
      "}",
      "",
    ]),
    "# Text with its type and charset (Markdown copies, llms.txt); not pages either.",
    `location ~* \\.(${Object.keys(TEXT_TYPES).join("|")})$ {`,
    `  types { ${Object.entries(TEXT_TYPES)
      .map(([extension, type]) => `${type.split(";")[0]} ${extension};`)
      .join(" ")} }`,
    "  charset utf-8;",
    `  charset_types ${Object.values(TEXT_TYPES)
      .map((type) => type.split(";")[0])
      .join(" ")};`,
    ...addHeaders("  ", notPageHeaders),
    "  try_files $uri =404;",
    "}",
    "",
    "# Not pages (images, feeds, data, downloads): a policy that runs no script.",
    `location ${notPage} {`,
    ...addHeaders("  ", notPageHeaders),
    "  try_files $uri =404;",
    "}",
    "",
    "# add_header in a location replaces the server-level ones, so they are repeated here.",
    `location ^~ ${IMMUTABLE_ASSETS.path} {`,
    ...addHeaders("  "),
    `  ${cache}`,
    `  location ${notPage} {`,
    ...addHeaders("    ", notPageHeaders),
    `    ${cache}`,
    "  }",
    "}",
    "",
  ].join("\n");
}

/**
 * nginx: a first visit to `/` goes to the language the visitor chose in the switcher (its
 * cookie), else to the first language of Accept-Language, where the export has that home;
 * English, and any other, stays at `/`. Only `/` itself: a deep link is never redirected. (A
 * `map` would need the http block; `set` and `return` inside `if` are safe in a location.)
 */
function nginxLanguageHome(languages, addHeaders) {
  if (languages.length === 0) return [];
  const known = languages.join("|");
  return [
    "# A first visit to / in the visitor's language: the switcher's choice, else Accept-Language.",
    "location = / {",
    '  set $language "";',
    `  if ($http_accept_language ~* "^(${known})(?:[-,;]|$)") { set $language $1; }`,
    `  if ($cookie_${LANGUAGE_COOKIE} ~ "^([a-z]{2})$") { set $language $1; }`,
    `  if ($language ~ "^(${known})$") { return 302 /$language; }`,
    ...addHeaders("  "),
    '  add_header Vary "Accept-Language, Cookie" always;',
    "  try_files /index.html =404;",
    "}",
    "",
  ];
}
