// Grades a response's security headers by the rules of Mozilla's HTTP Observatory (the scoring
// table of mdn/mdn-http-observatory: every site starts at 100, each test adds its modifier,
// bonuses count only when the score without them is already an A, grade by score band).
// A page's <meta http-equiv="Content-Security-Policy"> counts with the header's policy, as the
// Observatory reads it: header policies first, then the page's; a meta policy cannot carry
// frame-ancestors, report-uri or sandbox, and framing is judged from the header alone.
// One difference, on purpose: a directive named by one policy only keeps that policy's sources
// here (what a browser enforces), where the Observatory's parser reduces a directive that only a
// later policy names to 'none'. So this grade can be below the Observatory's, never above it.
// Redirection (HTTP -> HTTPS) is the host's job and cannot be judged from the export, so it is
// reported but not scored; HSTS preload-list membership and cookie session detection are
// approximated as noted below.
// Why ours: @mdn/mdn-http-observatory scans "/" only, over trusted TLS, and needs network to install.

const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const GRADES = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

/** Observatory results and their score modifiers. */
const SCORE_TABLE = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
  "csp-not-implemented-but-reporting-enabled": -25,
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-not-found": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-not-graded": 0,
  "referrer-policy-private": 5,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-header-invalid": -5,
  "hsts-preloaded": 5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-allow-from-origin": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-implemented-with-same-origin": 10,
  "corp-implemented-with-same-site": 10,
  "corp-implemented-with-cross-origin": 0,
  "corp-not-implemented": 0,
  "corp-header-invalid": -5,
};

const PASSING = new Set([
  "csp-implemented-with-no-unsafe-default-src-none",
  "csp-implemented-with-no-unsafe",
  "csp-implemented-with-unsafe-inline-in-style-src-only",
  "csp-implemented-with-insecure-scheme-in-passive-content-only",
  "cookies-secure-with-httponly-sessions-and-samesite",
  "cookies-secure-with-httponly-sessions",
  "cookies-not-found",
  "cross-origin-resource-sharing-not-implemented",
  "cross-origin-resource-sharing-implemented-with-public-access",
  "cross-origin-resource-sharing-implemented-with-restricted-access",
  "redirection-not-graded",
  "referrer-policy-private",
  "referrer-policy-not-implemented",
  "hsts-preloaded",
  "hsts-implemented-max-age-at-least-six-months",
  "sri-implemented-and-all-scripts-loaded-securely",
  "sri-implemented-and-external-scripts-loaded-securely",
  "sri-not-implemented-response-not-html",
  "sri-not-implemented-but-no-scripts-loaded",
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  "x-content-type-options-nosniff",
  "x-frame-options-implemented-via-csp",
  "x-frame-options-sameorigin-or-deny",
  "x-frame-options-allow-from-origin",
  "corp-implemented-with-same-origin",
  "corp-implemented-with-same-site",
  "corp-implemented-with-cross-origin",
  "corp-not-implemented",
]);

// 15768000 is six months; like the Observatory, accept the common 180 days.
const SIX_MONTHS = 15_552_000;
const BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const isNonceOrHash = (source) => /^'(sha256|sha384|sha512|nonce)-/.test(source);
const isInsecureScheme = (source) => source.startsWith("http:") || source.startsWith("ftp:");

/** Header lookup that accepts a plain object, a Headers or a Map; repeated headers as arrays. */
function headerValues(headers, name) {
  const lower = name.toLowerCase();
  let value;
  if (typeof headers.get === "function") value = headers.get(lower) ?? headers.get(name);
  else value = Object.entries(headers).find(([key]) => key.toLowerCase() === lower)?.[1];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** Directives a browser ignores in a `<meta http-equiv>` policy. */
const META_IGNORED_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"];

const decodeEntities = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** An attribute's decoded value in a start tag, or undefined. */
function attribute(tag, name) {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i").exec(
    tag,
  );
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The `content` of each `<meta http-equiv="…">` of the given name in a page, in order. */
export function httpEquivValues(html, name) {
  return [...html.matchAll(/<meta\b(?:"[^"]*"|'[^']*'|[^'">])*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, "http-equiv")?.trim().toLowerCase() === name)
    .map((tag) => attribute(tag, "content"))
    .filter((content) => content !== undefined);
}

function parsePolicy(policy) {
  if (policy.length < 6) throw new Error(`Invalid policy: "${policy}"`);
  const directives = new Map();
  for (const part of policy.split(";")) {
    const [rawName, ...rawSources] = part.trim().split(/\s+/);
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (directives.has(name) && name !== "report-uri" && name !== "report-to") {
      throw new Error(`Duplicate directive ${name}`);
    }
    const sources = new Set(rawSources.map((source) => source.toLowerCase()));
    if (sources.size === 0 && name.endsWith("-src")) sources.add("'none'");
    directives.set(name, sources);
  }
  return directives;
}

/**
 * Parses Content-Security-Policy header values, then the page's meta policies, into one
 * directive map. Several policies (repeated headers, comma-joined ones, meta tags) are all
 * enforced, so a directive's sources are those every policy that names the directive allows.
 * Throws on an empty policy or a repeated directive.
 */
export function parseCsp(values, metaValues = []) {
  const split = (list) => list.flatMap((value) => value.split(",")).map((p) => p.trim());
  const meta = split(metaValues).map((policy) => {
    const directives = parsePolicy(policy);
    for (const name of META_IGNORED_DIRECTIVES) directives.delete(name);
    return directives;
  });
  const merged = new Map();
  for (const policy of [...split(values).map(parsePolicy), ...meta]) {
    for (const [name, sources] of policy) {
      const before = merged.get(name);
      merged.set(
        name,
        before ? new Set([...before].filter((source) => sources.has(source))) : sources,
      );
    }
  }
  for (const [name, sources] of merged)
    if (sources.size === 0) merged.set(name, new Set(["'none'"]));
  return merged;
}

function isHtml(headers, html) {
  const [type = ""] = headerValues(headers, "content-type");
  return html !== undefined && (!type || /html/i.test(type));
}

function cspTest(headers, url, html) {
  const values = headerValues(headers, "content-security-policy");
  const metaValues = isHtml(headers, html) ? httpEquivValues(html, "content-security-policy") : [];
  let csp;
  let headerCsp;
  try {
    csp = parseCsp(values, metaValues);
    headerCsp = parseCsp(values);
  } catch (error) {
    return { result: "csp-header-invalid", note: error.message };
  }
  if (csp.size === 0) {
    return headerValues(headers, "content-security-policy-report-only").length
      ? { result: "csp-not-implemented-but-reporting-enabled" }
      : { result: "csp-not-implemented" };
  }
  const fallback = (name) => new Set(csp.get(name) ?? csp.get("default-src") ?? ["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  // With a hash or nonce, browsers ignore 'unsafe-inline' (CSP level 2).
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some(isNonceOrHash)) return { result: "csp-header-invalid" };
    for (const source of scriptSrc) {
      if ([...BROAD].some((broad) => source.startsWith(broad)) || source === "'self'") {
        scriptSrc.delete(source);
      }
    }
  }
  const https = new URL(url).protocol === "https:";
  const passive = new Set(["img-src", "media-src"]);
  const active = [...csp].filter(([name]) => !passive.has(name) && name !== "script-src");
  const activeSources = [...active.flatMap(([, sources]) => [...sources]), ...scriptSrc];
  const passiveSources = [...passive].flatMap((name) => [
    ...(csp.get(name) ?? csp.get("default-src") ?? []),
  ]);

  let result;
  if (
    [...scriptSrc].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source)) ||
    [...objectSrc].some((source) => BROAD.has(source))
  ) {
    result = "csp-implemented-with-unsafe-inline";
  } else if (https && activeSources.some(isInsecureScheme)) {
    result = "csp-implemented-with-insecure-scheme";
  } else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result = "csp-implemented-with-unsafe-eval";
  } else if (https && passiveSources.some(isInsecureScheme)) {
    result = "csp-implemented-with-insecure-scheme-in-passive-content-only";
  } else if ([...styleSrc].some((source) => BROAD.has(source) || UNSAFE_INLINE.has(source))) {
    result = "csp-implemented-with-unsafe-inline-in-style-src-only";
  } else if (csp.get("default-src")?.size === 1 && csp.get("default-src").has("'none'")) {
    result = "csp-implemented-with-no-unsafe-default-src-none";
  } else {
    result = "csp-implemented-with-no-unsafe";
  }
  const note = metaValues.length
    ? `${values.length ? "header and " : ""}${metaValues.length} <meta> ${metaValues.length === 1 ? "policy" : "policies"}`
    : "";
  return { result, csp, headerCsp, note };
}

function hstsMaxAge(headers) {
  const [value] = headerValues(headers, "strict-transport-security");
  const match = value && /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(value);
  return match ? Number(match[1]) : null;
}

function hstsTest(headers) {
  const values = headerValues(headers, "strict-transport-security");
  if (values.length === 0) return { result: "hsts-not-implemented" };
  if (values.length > 1 || values[0].includes(",")) return { result: "hsts-header-invalid" };
  const maxAge = hstsMaxAge(headers);
  if (maxAge === null) return { result: "hsts-header-invalid" };
  return {
    result:
      maxAge >= SIX_MONTHS
        ? "hsts-implemented-max-age-at-least-six-months"
        : "hsts-implemented-max-age-less-than-six-months",
    // The +5 for being on the browsers' preload list needs the live list; not claimed here.
    note: /\bpreload\b/i.test(values[0]) ? "preload requested (list membership not checked)" : "",
  };
}

function cookiesTest(headers) {
  const cookies = headerValues(headers, "set-cookie").map((line) => {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const flags = new Map(
      attributes.map((attribute) => {
        const [key, value = ""] = attribute.split("=");
        return [key.toLowerCase(), value.toLowerCase()];
      }),
    );
    const name = pair.split("=")[0];
    return {
      // The Observatory guesses session cookies by name; so does this.
      session: /sess|sid|login|token|auth/i.test(name),
      secure: flags.has("secure"),
      httpOnly: flags.has("httponly"),
      sameSite: flags.get("samesite"),
    };
  });
  if (cookies.length === 0) return { result: "cookies-not-found" };
  const hsts = (hstsMaxAge(headers) ?? 0) >= SIX_MONTHS;
  if (
    cookies.some((c) => c.sameSite !== undefined && !["strict", "lax", "none"].includes(c.sameSite))
  ) {
    return { result: "cookies-samesite-flag-invalid" };
  }
  if (cookies.some((c) => c.session && !c.secure)) {
    return {
      result: hsts
        ? "cookies-session-without-secure-flag-but-protected-by-hsts"
        : "cookies-session-without-secure-flag",
    };
  }
  if (cookies.some((c) => c.session && !c.httpOnly))
    return { result: "cookies-session-without-httponly-flag" };
  if (cookies.some((c) => !c.secure)) {
    return {
      result: hsts
        ? "cookies-without-secure-flag-but-protected-by-hsts"
        : "cookies-without-secure-flag",
    };
  }
  return {
    result: cookies.every((c) => c.sameSite === "strict" || c.sameSite === "lax")
      ? "cookies-secure-with-httponly-sessions-and-samesite"
      : "cookies-secure-with-httponly-sessions",
  };
}

function corsTest(headers) {
  const [origin] = headerValues(headers, "access-control-allow-origin");
  if (!origin) return { result: "cross-origin-resource-sharing-not-implemented" };
  const [credentials] = headerValues(headers, "access-control-allow-credentials");
  if (origin.trim() === "*")
    return { result: "cross-origin-resource-sharing-implemented-with-public-access" };
  return {
    result:
      credentials?.trim().toLowerCase() === "true" && origin.trim() === "null"
        ? "cross-origin-resource-sharing-implemented-with-universal-access"
        : "cross-origin-resource-sharing-implemented-with-restricted-access",
  };
}

function referrerTest(headers, html) {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  // Like the Observatory, a <meta name="referrer"> counts after the header (the last one wins).
  const meta = isHtml(headers, html)
    ? [...html.matchAll(/<meta\b(?:"[^"]*"|'[^']*'|[^'">])*>/gi)]
        .map(([tag]) => tag)
        .filter((tag) => attribute(tag, "name")?.trim().toLowerCase() === "referrer")
        .map((tag) => attribute(tag, "content"))
        .filter(Boolean)
    : [];
  const values = [...headerValues(headers, "referrer-policy"), ...meta.slice(-1)];
  if (values.length === 0) return { result: "referrer-policy-not-implemented" };
  const policy = values
    .join(",")
    .split(",")
    .map((value) => value.trim().toLowerCase())
    .filter((value) => good.includes(value) || bad.includes(value))
    .at(-1);
  if (good.includes(policy)) return { result: "referrer-policy-private" };
  if (bad.includes(policy)) return { result: "referrer-policy-unsafe" };
  return { result: "referrer-policy-header-invalid" };
}

/** Registrable domain, approximated by the last two labels of the host name. */
const siteOf = (hostname) => hostname.split(".").slice(-2).join(".");

function sriTest(headers, html, url) {
  const [type = ""] = headerValues(headers, "content-type");
  if (html === undefined || (type && !/html/i.test(type)))
    return { result: "sri-not-implemented-response-not-html" };
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes);
  if (scripts.length === 0) return { result: "sri-not-implemented-but-no-scripts-loaded" };
  const page = new URL(url);
  let worst = null;
  let sameOriginWithIntegrity = false;
  let foreign = false;
  const rank = [
    "sri-not-implemented-and-external-scripts-not-loaded-securely",
    "sri-implemented-but-external-scripts-not-loaded-securely",
    "sri-not-implemented-but-external-scripts-loaded-securely",
  ];
  const worse = (result) => {
    if (worst === null || rank.indexOf(result) < rank.indexOf(worst)) worst = result;
  };
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const protocolRelative = src.startsWith("//");
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(src);
    const target = new URL(src, page);
    const sameSite =
      !protocolRelative && (!absolute || siteOf(target.hostname) === siteOf(page.hostname));
    const secure = target.protocol === "https:" && !protocolRelative;
    if (sameSite) {
      if (integrity && secure) sameOriginWithIntegrity = true;
      continue;
    }
    foreign = true;
    if (integrity && !secure) worse("sri-implemented-but-external-scripts-not-loaded-securely");
    else if (!integrity && secure)
      worse("sri-not-implemented-but-external-scripts-loaded-securely");
    else if (!integrity) worse("sri-not-implemented-and-external-scripts-not-loaded-securely");
  }
  if (worst) return { result: worst };
  if (foreign) return { result: "sri-implemented-and-external-scripts-loaded-securely" };
  return {
    result: sameOriginWithIntegrity
      ? "sri-implemented-and-all-scripts-loaded-securely"
      : "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
  };
}

function contentTypeOptionsTest(headers) {
  const [value] = headerValues(headers, "x-content-type-options");
  if (value === undefined) return { result: "x-content-type-options-not-implemented" };
  return {
    result:
      value.trim().toLowerCase() === "nosniff"
        ? "x-content-type-options-nosniff"
        : "x-content-type-options-header-invalid",
  };
}

/** frame-ancestors counts from the header's policy only: browsers ignore it in a meta policy. */
function frameOptionsTest(headers, headerCsp) {
  const frameAncestors = headerCsp?.get("frame-ancestors");
  if (frameAncestors) return { result: "x-frame-options-implemented-via-csp" };
  const [value] = headerValues(headers, "x-frame-options");
  if (value === undefined) return { result: "x-frame-options-not-implemented" };
  const xfo = value.trim().toLowerCase();
  if (xfo === "deny" || xfo === "sameorigin")
    return { result: "x-frame-options-sameorigin-or-deny" };
  if (xfo.startsWith("allow-from")) return { result: "x-frame-options-allow-from-origin" };
  return { result: "x-frame-options-header-invalid" };
}

function corpTest(headers) {
  const [value] = headerValues(headers, "cross-origin-resource-policy");
  if (value === undefined) return { result: "corp-not-implemented" };
  const corp = value.trim().toLowerCase();
  if (corp === "same-origin") return { result: "corp-implemented-with-same-origin" };
  if (corp === "same-site") return { result: "corp-implemented-with-same-site" };
  if (corp === "cross-origin") return { result: "corp-implemented-with-cross-origin" };
  return { result: "corp-header-invalid" };
}

export function gradeForScore(score) {
  const banded = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([minimum]) => banded >= minimum)[1];
}

/**
 * Scores one response (its headers and, for SRI, its HTML body) served from `url`. The
 * export is meant for HTTPS hosts, so grade it with an https:// URL.
 */
export function gradeResponse({ headers, html, url }) {
  const csp = cspTest(headers, url, html);
  const tests = [
    ["content-security-policy", csp],
    ["cookies", cookiesTest(headers)],
    ["cross-origin-resource-sharing", corsTest(headers)],
    ["redirection", { result: "redirection-not-graded", note: "HTTP -> HTTPS is the host's job" }],
    ["referrer-policy", referrerTest(headers, html)],
    ["strict-transport-security", hstsTest(headers)],
    ["subresource-integrity", sriTest(headers, html, url)],
    ["x-content-type-options", contentTypeOptionsTest(headers)],
    ["x-frame-options", frameOptionsTest(headers, csp.headerCsp)],
    ["cross-origin-resource-policy", corpTest(headers)],
  ].map(([name, { result, note = "" }]) => ({
    name,
    result,
    modifier: SCORE_TABLE[result],
    pass: PASSING.has(result),
    note,
  }));
  const penalties = tests.reduce((sum, test) => sum + Math.min(test.modifier, 0), 0);
  const bonuses = tests.reduce((sum, test) => sum + Math.max(test.modifier, 0), 0);
  const uncurved = 100 + penalties;
  const score = Math.max(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? uncurved + bonuses : uncurved,
    0,
  );
  return { score, grade: gradeForScore(score), tests };
}

/** A plain-text table of a grade, for logs. */
export function formatGrade({ score, grade, tests }) {
  const width = Math.max(...tests.map((test) => test.name.length));
  const lines = tests.map(
    (test) =>
      `${test.pass ? "pass" : "FAIL"}  ${test.name.padEnd(width)}  ${String(test.modifier).padStart(3)}  ${test.result}${test.note ? ` (${test.note})` : ""}`,
  );
  return [`HTTP Observatory rules: score ${score}, grade ${grade}`, ...lines].join("\n");
}
