import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CLOUDFLARE_LINE_LIMIT,
  CLOUDFLARE_RULE_LIMIT,
  contentSecurityPolicy,
  externalOrigin,
  headersFileProblems,
  headersFor,
  inlineScripts,
  overlappingRules,
  pagePaths,
  pagePolicies,
  parseHeadersFile,
  parseRedirects,
  pathMatches,
  patternsOverlap,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  scriptHashes,
  securityHeaders,
  sharedHeaders,
} from "@/scripts/host-headers.mjs";

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

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ hashes: ["'sha256-abc='"], config });
  const directive = (name: string) =>
    policy
      .split("; ")
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it("allows scripts only from the site and the given hashes", () => {
    expect(directive("script-src")).toBe("'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("locks down objects, base URI and framing", () => {
    expect(directive("default-src")).toBe("'none'");
    expect(directive("object-src")).toBe("'none'");
    expect(directive("base-uri")).toBe("'self'");
    expect(directive("frame-ancestors")).toBe("'none'");
    expect(directive("img-src")).toBe("'self' data:");
    expect(directive("font-src")).toBe("'self'");
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
});

describe("securityHeaders", () => {
  const headers = new Map(securityHeaders({ hashes: [], config }));
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
  const headers = securityHeaders({ hashes: ["'sha256-abc='"], config });
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
  });

  it("writes an nginx snippet that keeps the headers on every location", () => {
    const nginx = renderNginxConf(headers, redirects);
    expect(nginx).toContain("location = /gdpr { return 301 /privacy-policy; }");
    expect(nginx).toContain("try_files $uri $uri.html $uri/index.html =404;");
    expect(nginx.match(/add_header Content-Security-Policy "/g)).toHaveLength(2);
    expect(nginx).toContain(`add_header X-Frame-Options "DENY" always;`);
  });
});

/** A page as Next exports it: two shared bootstrap scripts, then its own RSC payload chunks. */
function exportedPage(name: string, chunks: number) {
  const payload = Array.from(
    { length: chunks },
    (_, chunk) => `<script>self.__next_f.push([1,"${name} ${chunk}"])</script>`,
  );
  return `<html><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>boot()</script>${payload.join("")}</html>`;
}

describe("pagePaths", () => {
  it("lists every URL a host serves an exported file at", () => {
    expect(pagePaths("about.html")).toEqual(["/about", "/about.html"]);
    expect(pagePaths("index.html")).toEqual(["/", "/index.html"]);
    expect(pagePaths("404.html")).toEqual(["/404", "/404.html"]);
    expect(pagePaths("blog/first-post.html")).toEqual([
      "/blog/first-post",
      "/blog/first-post.html",
    ]);
    expect(pagePaths("docs/index.html")).toEqual(["/docs/", "/docs/index.html"]);
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
  // The export's shape: a landing page with many payload chunks, the 404 page twice, the rest.
  const names = ["about", "blog", "careers", "contact-support", "gdpr", "help-center"];
  const pages = [
    { file: "index.html", html: exportedPage("index", 20) },
    { file: "404.html", html: exportedPage("404", 1) },
    { file: "_not-found.html", html: exportedPage("404", 1) },
    ...names.map((name, index) => ({ file: `${name}.html`, html: exportedPage(name, 3 + index) })),
  ];
  const realistic = {
    ...config,
    connect: [...config.connect, "https://formspree.io/f/abcdefgh"],
    formAction: ["https://formspree.io/f/abcdefgh"],
  };
  const policies = pagePolicies(pages, realistic);
  const file = renderHeadersFile({ shared: sharedHeaders(), pages: policies });
  const rules = parseHeadersFile(file);
  const policyOf = (path: string) =>
    new Map(headersFor(rules, path)).get("Content-Security-Policy") ?? "";
  const hashesIn = (policy: string) => policy.match(/'sha256-[^']+'/g) ?? [];

  it("gives each page a policy with only its own inline-script hashes", () => {
    for (const { file: page, html } of pages) {
      for (const path of pagePaths(page)) {
        expect(hashesIn(policyOf(path)).sort(), path).toEqual(scriptHashes([html]));
      }
    }
    expect(hashesIn(policyOf("/about"))).toHaveLength(2 + 3);
    expect(policyOf("/")).toBe(policyOf("/index.html"));
    expect(policyOf("/404")).toBe(policyOf("/_not-found"));
  });

  it("keeps the shared headers on /* and no policy there", () => {
    const everything = rules.find((rule) => rule.path === "/*");
    expect(everything?.headers).toEqual(sharedHeaders());
    expect(new Map(headersFor(rules, "/no-such-page")).has("Content-Security-Policy")).toBe(false);
    expect(headersFor(rules, "/about")).toEqual([
      ...sharedHeaders(),
      ["Content-Security-Policy", policyOf("/about")],
    ]);
  });

  it("marks hashed assets immutable and gives them no page's policy", () => {
    expect(headersFor(rules, "/_next/static/chunks/a.js")).toEqual([
      ...sharedHeaders(),
      ["Cache-Control", "public, max-age=31536000, immutable"],
    ]);
  });

  it("never lets two policy rules match one path", () => {
    expect(overlappingRules(rules, "Content-Security-Policy")).toEqual([]);
    const overlapping = parseHeadersFile(
      `${file}\n/*\n  Content-Security-Policy: default-src 'none'\n`,
    );
    expect(overlappingRules(overlapping, "Content-Security-Policy")).toContainEqual(["/", "/*"]);
  });

  it("stays within Cloudflare Pages' limits", () => {
    const longest = Math.max(...file.split("\n").map((line) => line.length));
    expect(longest).toBeLessThanOrEqual(CLOUDFLARE_LINE_LIMIT);
    expect(rules.length).toBeLessThanOrEqual(CLOUDFLARE_RULE_LIMIT);
    expect(headersFileProblems(file)).toEqual([]);
  });

  it("reports what Cloudflare Pages would drop and overlapping policies", () => {
    const long = renderHeadersFile({
      shared: sharedHeaders(),
      pages: pagePolicies([{ file: "index.html", html: exportedPage("index", 40) }], realistic),
    });
    expect(headersFileProblems(long)).toEqual([
      expect.stringMatching(
        /^line \d+ \(rule \/\) is \d{4} characters; Cloudflare Pages ignores lines over 2000$/,
      ),
      expect.stringMatching(/^line \d+ \(rule \/index\.html\) is \d{4} characters/),
    ]);
    const many = Array.from({ length: 100 }, (_, index) => `/p${index}\n  X-A: 1`).join("\n");
    expect(headersFileProblems(`/*\n  X-A: 1\n${many}`)).toEqual([
      "101 rules; Cloudflare Pages reads at most 100 per project",
    ]);
    expect(
      headersFileProblems(`${file}/*\n  Content-Security-Policy: default-src 'none'\n`),
    ).toContain("the rules / and /* both set Content-Security-Policy on one path");
  });
});
