import { createHash } from "node:crypto";
import { LANGUAGE_COOKIE, LANGUAGE_LINKS_SCRIPT } from "./language-links.mjs";
import { describe, expect, it } from "vitest";
import {
  CHARSET_BYTE_LIMIT,
  CLOUDFLARE_LINE_LIMIT,
  CLOUDFLARE_RULE_LIMIT,
  contentSecurityPolicy,
  externalOrigin,
  headerPolicy,
  headersFileProblems,
  extensionSource,
  foreignScripts,
  headersFor,
  inlineScripts,
  inlineScriptSource,
  joinFlightScripts,
  NO_SCRIPT_POLICY,
  NOT_PAGE_EXTENSIONS,
  notPageExtensions,
  overlappingRules,
  parseHeadersFile,
  parseRedirects,
  languageNotFoundRedirects,
  languageRedirects,
  pathMatches,
  patternsOverlap,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  TEXT_TYPES,
  scriptElements,
  scriptHashes,
  securityHeaders,
  sharedHeaders,
  withPolicyMeta,
} from "@/scripts/host-headers.mjs";
import { httpEquivValues, parseCsp } from "@/scripts/observatory.mjs";
import { pathToRegexp } from "next/dist/compiled/path-to-regexp";

const config = {
  origin: "https://www.example.com",
  connect: ["https://geo.example.net/json/"],
  formAction: [],
};

describe("inlineScripts", () => {
  it("returns inline executable scripts and skips src= scripts and data blocks", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      "<script>self.__next_f.push([0])</script>",
      '<script id="_R_">boot()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">run()</script>',
    ].join("");
    expect(inlineScripts(html)).toEqual(["self.__next_f.push([0])", "boot()", "run()"]);
  });
});

/** Next's chunk-group bootstrap, as it writes it before a page's data. */
const TURBOPACK_BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/0a.js","static/chunks/1b.js"],"runtimeModuleIds":[94553]});';
const flightChunk = (text: string) =>
  `self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, "\\u003c")})`;

describe("scriptElements", () => {
  it("ends each script where a browser's tokenizer does, whatever the case", () => {
    const html =
      '<p>x</p><SCRIPT type="module">a("</script")</SCRIPT ><script>b()</script\t><script/src="/c.js"></script>';
    expect(scriptElements(html).map(({ attributes, body }) => [attributes, body])).toEqual([
      [' type="module"', 'a("</script")'],
      ["", "b()"],
      ['/src="/c.js"', ""],
    ]);
  });
});

describe("inlineScriptSource: the inline scripts the site's pages hold, and nothing else", () => {
  it.each([
    ["Next's bootstrap", "(self.__next_f=self.__next_f||[]).push([0])"],
    ["a chunk of a page's data", flightChunk('1:"$Sreact.fragment"\n2:I["x"]')],
    ["data holding markup, escaped", flightChunk("</script><script>alert(1)</script>")],
    ["a binary chunk", 'self.__next_f.push([3,"AAEC/w=="])'],
    [
      "chunks joined",
      `(self.__next_f=self.__next_f||[]).push([0]);${flightChunk("a;b")};${flightChunk("c")}`,
    ],
    ["Turbopack's chunk-group bootstrap", TURBOPACK_BOOTSTRAP],
  ])("recognises %s as Next's", (_, body) => {
    expect(inlineScriptSource(body)).toBe("next");
  });

  it("recognises the site's own /gdpr redirect", () => {
    expect(inlineScriptSource('window.location.replace("/privacy-policy#your-rights")')).toMatch(
      /gdpr/,
    );
  });

  it.each([
    ["a script from content", "alert(1)"],
    ["data followed by code", `${flightChunk("a")};alert(1)`],
    ["code inside the call", 'self.__next_f.push([1,"a"+alert(1)])'],
    ["code as the data", "self.__next_f.push([1,alert(1)])"],
    ["an unclosed string", 'self.__next_f.push([1,"a])'],
    ["a call after the push", `${flightChunk("a")}.constructor`],
    ["a raw < in the data", 'self.__next_f.push([1,"</script>"])'],
    [
      "a bootstrap naming another file",
      TURBOPACK_BOOTSTRAP.replace("static/chunks/0a.js", "//evil.example/x.js"),
    ],
    ["a bootstrap with code", TURBOPACK_BOOTSTRAP.replace(");", ");alert(1);")],
    ["a redirect off the site", 'window.location.replace("//evil.example/")'],
    ["a redirect to script", 'window.location.replace("javascript:alert(1)")'],
    ["an empty script", ""],
  ])("does not recognise %s", (_, body) => {
    expect(inlineScriptSource(body)).toBeNull();
  });
});

describe("foreignScripts", () => {
  it("names each script the site does not write by its start", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      `<script id="_R_">${TURBOPACK_BOOTSTRAP}</script>`,
      '<script type="application/ld+json">{"name":"\\u003c/script>"}</script>',
      "<title><script>alert(document.domain)</script></title>",
      '<script src="https://evil.example/x.js"></script>',
      '<script type="application/ld+json">{"name":"</script><script>alert(2)</script>',
      '<script type="text/x-template">{{x}}</script>',
    ].join("");
    expect(foreignScripts(html)).toEqual([
      "an inline script the site does not write: alert(document.domain)",
      'a script loaded from "https://evil.example/x.js": <script src="https://evil.example/x.js">',
      'JSON-LD that is not JSON or holds "<": {"name":"',
      "an inline script the site does not write: alert(2)",
      'a <script type="text/x-template"> the site does not write',
    ]);
  });

  it("finds nothing to say about a page as Next exports it", () => {
    expect(foreignScripts(exportedPage("about", 3))).toEqual([]);
  });
});

describe("joinFlightScripts", () => {
  it("joins a run of adjacent data scripts into one script of the same statements", () => {
    const html = exportedPage("about", 3);
    const joined = joinFlightScripts(html);
    const scripts = inlineScripts(joined);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe(
      [
        "(self.__next_f=self.__next_f||[]).push([0])",
        ...[0, 1, 2].map((n) => flightChunk(`about ${n}`)),
      ].join(";"),
    );
    expect(joinFlightScripts(joined)).toBe(joined);
  });

  it("leaves scripts apart when something stands between them, and other scripts alone", () => {
    const html = `<script>${flightChunk("a")}</script><p></p><script>${flightChunk("b")}</script><script>x()</script>`;
    expect(joinFlightScripts(html)).toBe(html);
  });
});

describe("scriptHashes", () => {
  it("hashes each distinct inline script once, as CSP sha256 sources", () => {
    const expected = `'sha256-${createHash("sha256").update("a()").digest("base64")}'`;
    expect(scriptHashes(["<script>a()</script>", "<p></p><script>a()</script>"])).toEqual([
      expected,
    ]);
  });
});

describe("externalOrigin", () => {
  it("reduces an endpoint to its origin", () => {
    expect(externalOrigin("https://ipapi.co/json/", config.origin)).toBe("https://ipapi.co");
  });
  it("treats relative and same-origin endpoints as 'self'", () => {
    expect(externalOrigin("/api/geo", config.origin)).toBeNull();
    expect(externalOrigin("https://www.example.com/api/geo", config.origin)).toBeNull();
  });
});

const directiveOf = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("contentSecurityPolicy (a page's meta policy)", () => {
  const policy = contentSecurityPolicy({ hashes: ["'sha256-abc='"], config });
  const directive = (name: string) => directiveOf(policy, name);

  it("allows scripts only from the site and the given hashes", () => {
    expect(directive("script-src")).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("locks down objects and the base URI, and leaves framing to the header", () => {
    expect(directive("default-src")).toBe("'none'");
    expect(directive("object-src")).toBe("'none'");
    expect(directive("base-uri")).toBe("'self'");
    expect(directive("img-src")).toBe("'self' data:");
    expect(directive("font-src")).toBe("'self'");
    // Browsers ignore these in a meta policy (and say so in the console).
    for (const name of ["frame-ancestors", "report-uri", "sandbox"]) {
      expect(directive(name), name).toBeUndefined();
    }
  });

  it("lets the browser reach the configured endpoints and forms submit to them", () => {
    expect(directive("connect-src")).toBe("'self' https://geo.example.net");
    expect(directive("form-action")).toBe("'self' mailto:");
    const withForm = contentSecurityPolicy({
      hashes: [],
      config: {
        ...config,
        connect: [...config.connect, "https://forms.example.org/f/1"],
        formAction: ["https://forms.example.org/f/1"],
      },
    });
    expect(withForm).toContain(
      "connect-src 'self' https://geo.example.net https://forms.example.org;",
    );
    expect(withForm).toContain("form-action 'self' https://forms.example.org mailto:;");
  });

  it("allows WebAssembly (Pagefind's search) on every page when the export ships it", () => {
    expect(directive("script-src")).not.toContain("wasm");
    const withWasm = contentSecurityPolicy({
      hashes: ["'sha256-abc='"],
      config: { ...config, wasm: true },
    });
    expect(directiveOf(withWasm, "script-src")).toBe("'self' 'wasm-unsafe-eval' 'sha256-abc='");
  });
});

describe("headerPolicy (the site-wide header)", () => {
  const header = headerPolicy(config);
  const page = contentSecurityPolicy({ hashes: ["'sha256-abc='"], config });

  it("forbids framing and carries the directives that need no page's hashes", () => {
    expect(directiveOf(header, "frame-ancestors")).toBe("'none'");
    expect(directiveOf(header, "object-src")).toBe("'none'");
    expect(directiveOf(header, "base-uri")).toBe("'self'");
    expect(directiveOf(header, "form-action")).toBe("'self' mailto:");
    expect(directiveOf(header, "connect-src")).toBe("'self' https://geo.example.net");
  });

  it("leaves scripts to the page: no script-src or default-src that would block its hashes", () => {
    expect(directiveOf(header, "script-src")).toBeUndefined();
    expect(directiveOf(header, "default-src")).toBeUndefined();
    expect(header).not.toContain("sha256-");
  });

  it("blocks nothing the page's policy allows: the two agree on every directive both name", () => {
    const both = parseCsp([header], [page]);
    const pageOnly = parseCsp([], [page]);
    for (const [name, sources] of pageOnly) expect(both.get(name), name).toEqual(sources);
    expect(both.get("frame-ancestors")).toEqual(new Set(["'none'"]));
  });
});

describe("securityHeaders", () => {
  const headers = new Map(securityHeaders(config));
  it("sends the site-wide policy", () => {
    expect(headers.get("Content-Security-Policy")).toBe(headerPolicy(config));
    expect(securityHeaders(config).slice(1)).toEqual(sharedHeaders());
  });
  it("asks for two years of HSTS with preload", () => {
    expect(headers.get("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
  });
  it("sets the other hardening headers", () => {
    expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("Permissions-Policy")).toContain("camera=()");
    expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headers.get("Cross-Origin-Resource-Policy")).toBe("same-origin");
  });
});

describe("host files", () => {
  const headers = securityHeaders(config);
  const redirects = parseRedirects(
    "# comment\n/gdpr    /privacy-policy    301\n/gdpr/   /privacy-policy    301\n",
  );

  it("parses _redirects", () => {
    expect(redirects).toEqual([
      { from: "/gdpr", to: "/privacy-policy", status: 301 },
      { from: "/gdpr/", to: "/privacy-policy", status: 301 },
    ]);
  });

  it("writes a vercel.json with clean URLs, the redirect and the headers", () => {
    const vercel = JSON.parse(renderVercelJson(headers, redirects));
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.redirects).toEqual([
      { source: "/gdpr", destination: "/privacy-policy", statusCode: 301 },
    ]);
    expect(vercel.headers[0].source).toBe("/(.*)");
    expect(vercel.headers[0].headers).toContainEqual({ key: "X-Frame-Options", value: "DENY" });
    expect(vercel.headers[0].headers).toContainEqual({
      key: "Content-Security-Policy",
      value: headerPolicy(config),
    });
    // Vercel lets the last matching rule's header win: the no-script policy, on what is not a page.
    expect(vercel.headers.at(-1)).toEqual({
      source: extensionSource(NOT_PAGE_EXTENSIONS),
      headers: [{ key: "Content-Security-Policy", value: NO_SCRIPT_POLICY }],
    });
  });

  it("matches files, never pages, with Vercel's source pattern (path-to-regexp, as Vercel)", () => {
    const source = pathToRegexp(extensionSource(["svg", "xml"]), [], { strict: true });
    for (const path of ["/icon.svg", "/blog/post/chart.svg", "/blog/post/chart.SVG", "/feed.xml"]) {
      expect(source.test(path), path).toBe(true);
    }
    for (const path of ["/", "/about", "/blog/post", "/blog/svg", "/chart.svg/", "/a.svgz"]) {
      expect(source.test(path), path).toBe(false);
    }
  });

  it("writes an nginx snippet that keeps the headers on every location", () => {
    const nginx = renderNginxConf(headers, redirects);
    expect(nginx).toContain("location = /gdpr { return 301 /privacy-policy; }");
    expect(nginx).toContain("try_files $uri $uri.html $uri/index.html =404;");
    // The server, pages, text (Markdown, llms.txt), what is not a page, assets and theirs.
    expect(nginx.match(/add_header Content-Security-Policy "/g)).toHaveLength(5);
    expect(nginx.match(/add_header X-Frame-Options "DENY" always;/g)).toHaveLength(5);
    expect(nginx).toContain(`add_header Content-Security-Policy "${headerPolicy(config)}" always;`);
  });

  it("gives nginx responses that are not pages the no-script policy, assets' included", () => {
    const nginx = renderNginxConf(headers, redirects, ["png", "svg"]);
    const location = /location ~\* \\\.\(png\|svg\)\$ \{\n([^}]*)\}/.exec(nginx)?.[1] ?? "";
    expect(location).toContain(`add_header Content-Security-Policy "${NO_SCRIPT_POLICY}" always;`);
    expect(location).not.toContain(headerPolicy(config));
    expect(location).toContain(`add_header X-Frame-Options "DENY" always;`);
    expect(location).toContain("try_files $uri =404;");
    // ^~ keeps /_next/static/ from the regex location above, which would drop the cache header.
    expect(nginx).toMatch(
      /location \^~ \/_next\/static\/ \{[\s\S]*location ~\* \\\.\(png\|svg\)\$/,
    );
    // The host files' 404 comes first: nginx takes the first regex location that matches.
    expect(nginx.indexOf("vercel\\.json")).toBeLessThan(nginx.indexOf("location ~* "));
  });

  it("redirects a page's other URLs in nginx, matching what was asked for, not error_page's", () => {
    const nginx = renderNginxConf(headers, redirects);
    const rules = [
      ...nginx.matchAll(/if \(\$request_uri ~ "([^"]+)"\) \{ return 308 \$page\$query; \}/g),
    ].map(([, pattern]) => new RegExp((pattern ?? "").replace(/\(\?<(\w+)>/g, "(?<$1>")));
    const target = (uri: string) => {
      const groups = rules.map((rule) => rule.exec(uri)?.groups).find(Boolean);
      return groups ? `${groups.page}${groups.query ?? ""}` : null;
    };
    expect(target("/about.html")).toBe("/about");
    expect(target("/about/")).toBe("/about");
    expect(target("/about.html?ref=x")).toBe("/about?ref=x");
    expect(target("/index.html")).toBe("/");
    expect(target("/blog/index.html")).toBe("/blog/");
    expect(target("/")).toBeNull();
    expect(target("/about")).toBeNull();
    expect(target("/icon.svg")).toBeNull();
    expect(target("/a/")).toBe("/a");
  });

  it("never redirects nginx off the site, whatever absolute_redirect says", () => {
    const nginx = renderNginxConf(headers, redirects);
    const rules = [
      ...nginx.matchAll(/if \(\$request_uri ~ "([^"]+)"\) \{ return 308 \$page\$query; \}/g),
    ].map(([, pattern]) => new RegExp(pattern ?? ""));
    expect(rules).toHaveLength(2);
    for (const uri of [
      "//evil.example/",
      "//evil.example//",
      "//evil.example/x.html",
      "//evil.example/index.html",
      "/\\evil.example/",
      "/\\evil.example/x.html",
      "///evil.example/",
      "//evil.example/?x=1",
    ]) {
      for (const rule of rules) {
        const page = rule.exec(uri)?.groups?.page;
        // A Location that starts with // or /\ is another host to a browser.
        if (page !== undefined) expect(page, `${uri} -> ${page}`).toMatch(/^\/(?![/\\])/);
      }
    }
  });
});

/** A page as Next exports it: charset first, shared bootstrap scripts, its own payload chunks. */
function exportedPage(name: string, chunks: number) {
  const payload = Array.from(
    { length: chunks },
    (_, chunk) => `<script>${flightChunk(`${name} ${chunk}`)}</script>`,
  );
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    `<title>${name}</title></head><body>`,
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    `<script id="_R_">${TURBOPACK_BOOTSTRAP}</script>`,
    '<script src="/_next/static/chunks/b.js" async=""></script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    ...payload,
    "</body></html>",
  ].join("");
}

describe("withPolicyMeta", () => {
  const html = exportedPage("about", 3);
  const page = withPolicyMeta(html, config);
  const [meta] = httpEquivValues(page, "content-security-policy");

  it("puts the page's policy right after <meta charset>, within the first 1,024 bytes", () => {
    expect(page).toMatch(
      /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><meta name="viewport"/,
    );
    const charsetEnd = page.indexOf('<meta charSet="utf-8"/>') + '<meta charSet="utf-8"/>'.length;
    expect(Buffer.byteLength(page.slice(0, charsetEnd))).toBeLessThanOrEqual(CHARSET_BYTE_LIMIT);
    expect(page.indexOf("http-equiv")).toBeLessThan(page.indexOf("<script"));
  });

  it("lists the hashes of this file's inline scripts, and only those", () => {
    const hashes = meta?.match(/'sha256-[^']+'/g)?.sort();
    expect(hashes).toEqual(scriptHashes([page]));
    // Turbopack's bootstrap and the page's data, not the src= or JSON-LD scripts.
    expect(hashes).toHaveLength(2);
    expect(meta).toBe(contentSecurityPolicy({ hashes: scriptHashes([page]), config }));
  });

  it("has as many hashes however long the page's content", () => {
    const hashCount = (chunks: number) => {
      const [policy] = httpEquivValues(
        withPolicyMeta(exportedPage("blog", chunks), config),
        "content-security-policy",
      );
      return policy?.match(/'sha256-[^']+'/g)?.length;
    };
    expect(hashCount(1)).toBe(2);
    expect(hashCount(40)).toBe(2);
  });

  it("fails, naming the script's start, on a script the site does not write", () => {
    const injected = exportedPage("brand", 2).replace(
      "<title>brand</title>",
      '<title>brand</title><svg><title><script>alert("brand")</script></title></svg>',
    );
    expect(() => withPolicyMeta(injected, config)).toThrow(
      'an inline script the site does not write: alert("brand")',
    );
  });

  it("is idempotent: a second run replaces its meta instead of adding one", () => {
    expect(withPolicyMeta(page, config)).toBe(page);
    expect(httpEquivValues(withPolicyMeta(page, config), "content-security-policy")).toHaveLength(
      1,
    );
    const changed = withPolicyMeta(page, { ...config, wasm: true });
    expect(changed).toBe(withPolicyMeta(html, { ...config, wasm: true }));
  });

  it("leaves everything else in the file as it was, the page's data joined in one script", () => {
    expect(page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")).toBe(
      joinFlightScripts(html),
    );
  });

  it("refuses a page where a meta policy would come too late or the charset too far", () => {
    expect(() => withPolicyMeta("<html><head><title>x</title></head></html>", config)).toThrow(
      "no <meta charset>",
    );
    const late = `<!DOCTYPE html><html><head><!--${"x".repeat(CHARSET_BYTE_LIMIT)}--><meta charset="utf-8">`;
    expect(() => withPolicyMeta(late, config)).toThrow("past the first 1024 bytes");
    const scriptFirst = '<html><head><script>a()</script><meta charset="utf-8"></head></html>';
    expect(() => withPolicyMeta(scriptFirst, config)).toThrow("<script> comes before");
  });
});

describe("_headers matching", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/about", true],
    ["/about", "/about", true],
    ["/about", "/about.html", false],
    ["/about", "/about/", false],
    ["/index.html", "/indexphtml", false],
    ["/_next/static/*", "/_next/static/chunks/a.js", true],
    ["/_next/static/*", "/_next/data.json", false],
  ])("the pattern %s matches %s: %s", (pattern, path, matches) => {
    expect(pathMatches(pattern, path)).toBe(matches);
  });

  it.each([
    ["/about", "/about", true],
    ["/about", "/about.html", false],
    ["/*", "/about", true],
    ["/about", "/*", true],
    ["/_next/*", "/about", false],
    ["/_next/*", "/_next/static/*", true],
    ["/blog/*", "/*.html", true],
    ["/blog/*", "/about*", false],
  ])("some path matches both %s and %s: %s", (a, b, overlap) => {
    expect(patternsOverlap(a, b)).toBe(overlap);
  });

  it("sends every matching rule's headers, joining same-named ones", () => {
    const rules = parseHeadersFile(
      "# comment\n/*\n  X-Frame-Options: DENY\n  Link: </a>\n\n/about\n  link: </b>\n",
    );
    expect(headersFor(rules, "/about")).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Link", "</a>, </b>"],
    ]);
    expect(headersFor(rules, "/")).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Link", "</a>"],
    ]);
  });
});

describe("_headers", () => {
  const realistic = {
    ...config,
    connect: [...config.connect, "https://formspree.io/f/abcdefgh"],
    formAction: ["https://formspree.io/f/abcdefgh"],
  };
  const headers = securityHeaders(realistic);
  const file = renderHeadersFile(headers);
  const rules = parseHeadersFile(file);

  it("sends the same headers, one policy among them, on every path: pages, 404s, variants", () => {
    for (const path of ["/", "/about", "/about/", "/about.html", "/no-such-page", "/404"]) {
      expect(headersFor(rules, path), path).toEqual(headers);
    }
    expect(headers.filter(([name]) => name === "Content-Security-Policy")).toHaveLength(1);
  });

  it("marks hashed assets immutable, and adds the no-script policy to what is not a page", () => {
    expect(headersFor(rules, "/_next/static/chunks/a.js")).toEqual([
      ...headers,
      ["Cache-Control", "public, max-age=31536000, immutable"],
    ]);
    const policy = (path: string) =>
      headersFor(rules, path).find(([name]) => name === "Content-Security-Policy")?.[1];
    for (const path of ["/icon.svg", "/blog/post/chart.svg", "/feed.xml", "/social-card.png"]) {
      expect(policy(path), path).toBe(`${headerPolicy(realistic)}, ${NO_SCRIPT_POLICY}`);
    }
    expect(policy("/_next/static/media/inter.woff2")).toContain(NO_SCRIPT_POLICY);
    for (const path of ["/_next/static/chunks/a.js", "/_next/static/css/a.css", "/blog/post"]) {
      expect(policy(path), path).toBe(headerPolicy(realistic));
    }
  });

  it("has two rules, one per extension that is not a page and one per text type, within Cloudflare Pages' limits", () => {
    expect(rules.map((rule) => rule.path)).toEqual([
      "/*",
      "/_next/static/*",
      ...NOT_PAGE_EXTENSIONS.map((extension) => `/*.${extension}`),
      ...Object.keys(TEXT_TYPES).map((extension) => `/*.${extension}`),
    ]);
    const longest = Math.max(...file.split("\n").map((line) => line.length));
    expect(longest).toBeLessThanOrEqual(CLOUDFLARE_LINE_LIMIT);
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_RULE_LIMIT);
    expect(headersFileProblems(file)).toEqual([]);
    expect(overlappingRules(rules.slice(0, 2), "Content-Security-Policy")).toEqual([]);
  });

  it("reports what Cloudflare Pages would drop and overlapping policies", () => {
    const long = `/*\n  X-Long: ${"a".repeat(CLOUDFLARE_LINE_LIMIT)}\n`;
    expect(headersFileProblems(long)).toEqual([
      expect.stringMatching(
        /^line 2 \(rule \/\*\) is \d{4} characters; Cloudflare Pages ignores lines over 2000$/,
      ),
    ]);
    const many = Array.from({ length: 100 }, (_, index) => `/p${index}\n  X-A: 1`).join("\n");
    expect(headersFileProblems(`/*\n  X-A: 1\n${many}`)).toEqual([
      "101 rules; Cloudflare Pages reads at most 100 per project",
    ]);
    expect(
      headersFileProblems(`${file}/about\n  Content-Security-Policy: default-src 'none'\n`),
    ).toContain("the rules /* and /about both set Content-Security-Policy on one path");
  });
});

describe("notPageExtensions", () => {
  it("covers every extension the export serves, but pages, scripts and styles", () => {
    const extensions = notPageExtensions([
      "index.html",
      "_next/static/chunks/a.js",
      "_next/static/css/a.css",
      "pagefind/pagefind.js",
      "pagefind/wasm.en.pagefind",
      "pagefind/fragment/en_1.pf_fragment",
      "blog/post/chart.SVG",
      "_redirects",
      ".well-known",
    ]);
    expect(extensions).toEqual([...NOT_PAGE_EXTENSIONS, "pagefind", "pf_fragment"].sort());
    for (const extension of ["html", "js", "css", "mjs"]) {
      expect(extensions).not.toContain(extension);
    }
  });
});

describe("a first visit to / in the visitor's language", () => {
  const headers = securityHeaders(config);

  it("is Netlify's Language= rule for / only, forced over the file, and invisible to the other parsers", () => {
    const lines = languageRedirects(["fr", "de"]);
    expect(lines).toContain("/  /fr  302!  Language=fr");
    expect(lines).toContain("/  /de  302!  Language=de");
    expect(lines).not.toMatch(/^\/\S+\s+\/(?:fr|de)/m);
    expect(parseRedirects(lines)).toEqual([]);
    expect(languageRedirects([])).toBe("");
  });

  it("is Vercel's rule on / by the remembered choice, then Accept-Language when none", () => {
    const vercel = JSON.parse(renderVercelJson(headers, [], undefined, ["fr"]));
    expect(vercel.redirects).toEqual([
      {
        source: "/",
        destination: "/fr",
        statusCode: 302,
        has: [{ type: "cookie", key: LANGUAGE_COOKIE, value: "fr" }],
      },
      expect.objectContaining({
        source: "/",
        destination: "/fr",
        missing: [{ type: "cookie", key: LANGUAGE_COOKIE }],
      }),
    ]);
    const pattern = new RegExp(vercel.redirects[1].has[0].value);
    expect(pattern.test("fr-BE,fr;q=0.9,en;q=0.8")).toBe(true);
    expect(pattern.test("fr")).toBe(true);
    expect(pattern.test("en-US,fr;q=0.5")).toBe(false);
    expect(pattern.test("fry")).toBe(false);
    expect(vercel.headers[0]).toEqual({
      source: "/",
      headers: [{ key: "Vary", value: "Accept-Language, Cookie" }],
    });
    expect(JSON.parse(renderVercelJson(headers, [])).redirects).toEqual([]);
  });

  it("is an nginx location for / alone, the cookie over Accept-Language", () => {
    const nginx = renderNginxConf(headers, [], undefined, ["fr", "nl"]);
    const home = /location = \/ \{[\s\S]*?\n\}/.exec(nginx)?.[0] ?? "";
    expect(home).toContain('if ($http_accept_language ~* "^(fr|nl)(?:[-,;]|$)")');
    expect(home.indexOf(`$cookie_${LANGUAGE_COOKIE}`)).toBeGreaterThan(
      home.indexOf("$http_accept_language"),
    );
    expect(home).toContain('if ($language ~ "^(fr|nl)$") { return 302 /$language; }');
    expect(home).toContain("add_header Content-Security-Policy");
    expect(renderNginxConf(headers, [])).not.toContain("location = / {");
  });
});

describe("a 404 page per language", () => {
  const headers = securityHeaders(config);

  it("is Netlify's 404 rule under each language's prefix, not forced, unread as a redirect", () => {
    const lines = languageNotFoundRedirects(["fr", "de"]);
    expect(lines).toContain("/fr/*  /fr/404.html  404\n");
    expect(lines).toContain("/de/*  /de/404.html  404\n");
    expect(lines).not.toContain("404!");
    expect(languageNotFoundRedirects([])).toBe("");
  });

  it("is nginx's error_page in a location per language, with the site's headers", () => {
    const nginx = renderNginxConf(headers, [], undefined, ["fr"], ["fr"]);
    const french = /location \/fr\/ \{[\s\S]*?\n\}/.exec(nginx)?.[0] ?? "";
    expect(french).toContain("error_page 404 /fr/404.html;");
    expect(french).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(french).toContain("add_header Content-Security-Policy");
    expect(nginx).toContain("error_page 404 /404.html;");
    expect(renderNginxConf(headers, [], undefined, ["fr"])).not.toContain("location /fr/");
  });
});

describe("text for agents (Markdown copies, llms.txt)", () => {
  const headers = securityHeaders(config);

  it("has its type and charset in _headers, which no other rule sets", () => {
    const file = renderHeadersFile(headers);
    const rules = parseHeadersFile(file);
    expect(headersFor(rules, "/fr/blog/post.md")).toContainEqual([
      "Content-Type",
      "text/markdown; charset=utf-8",
    ]);
    expect(headersFor(rules, "/llms.txt")).toContainEqual([
      "Content-Type",
      "text/plain; charset=utf-8",
    ]);
    expect(overlappingRules(rules, "Content-Type")).toEqual([]);
    expect(headersFileProblems(file)).toEqual([]);
  });

  it("has it on Vercel and nginx too, with the policy that runs no script", () => {
    const vercel = JSON.parse(renderVercelJson(headers, [], ["md", "txt"])) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const typed = vercel.headers.filter((rule) => rule.headers[0]?.key === "Content-Type");
    expect(typed.map((rule) => rule.headers[0]?.value)).toEqual(Object.values(TEXT_TYPES));
    const nginx = renderNginxConf(headers, [], ["md", "png", "txt"]);
    const text = /location ~\* \\\.\(md\|txt\)\$ \{[\s\S]*?\n\}/.exec(nginx)?.[0] ?? "";
    expect(text).toContain("types { text/markdown md; text/plain txt; }");
    expect(text).toContain("charset utf-8;");
    expect(text).toContain(`add_header Content-Security-Policy "${NO_SCRIPT_POLICY}" always;`);
    // It comes before the other regex locations, as nginx uses the first that matches.
    expect(nginx.indexOf(text)).toBeLessThan(nginx.indexOf("location ~* \\.(md|png|txt)$"));
  });
});

describe("the language menu's inline script", () => {
  it("is the site's own, so each page's policy allows it, and parses", () => {
    expect(inlineScriptSource(LANGUAGE_LINKS_SCRIPT)).toMatch(/language menu/);
    expect(inlineScriptSource(`${LANGUAGE_LINKS_SCRIPT};alert(1)`)).toBeNull();
    expect(() => new Function(LANGUAGE_LINKS_SCRIPT)).not.toThrow();
    expect(LANGUAGE_LINKS_SCRIPT).toContain(`"${LANGUAGE_COOKIE}="`);
  });
});
