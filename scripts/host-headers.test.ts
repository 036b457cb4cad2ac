import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  externalOrigin,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  parseRedirects,
  pathMatches,
  renderHeadersFile,
  renderNginxConf,
  renderVercelJson,
  scriptHashes,
  securityHeaders,
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

  it("writes _headers with one rule for every path and one for hashed assets", () => {
    const file = renderHeadersFile(headers);
    expect(file).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'none';/m);
    expect(file).toMatch(
      /^\/_next\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m,
    );
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(1);
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
