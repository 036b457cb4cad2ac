import { describe, expect, it } from "vitest";
import {
  formatGrade,
  gradeForScore,
  gradeResponse,
  httpEquivValues,
  parseCsp,
} from "@/scripts/observatory.mjs";

const url = "https://www.example.com/";
const html = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head></html>';

const strong = {
  "content-security-policy":
    "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "content-type": "text/html; charset=utf-8",
};

function result(grade: ReturnType<typeof gradeResponse>, name: string) {
  return grade.tests.find((test) => test.name === name)?.result;
}

describe("gradeForScore", () => {
  it("maps scores to the Observatory's grade bands", () => {
    expect(gradeForScore(135)).toBe("A+");
    expect(gradeForScore(100)).toBe("A+");
    expect(gradeForScore(99)).toBe("A");
    expect(gradeForScore(85)).toBe("A-");
    expect(gradeForScore(84)).toBe("B+");
    expect(gradeForScore(72)).toBe("B");
    expect(gradeForScore(65)).toBe("B-");
    expect(gradeForScore(50)).toBe("C");
    expect(gradeForScore(30)).toBe("D");
    expect(gradeForScore(24)).toBe("F");
    expect(gradeForScore(-40)).toBe("F");
  });
});

describe("gradeResponse", () => {
  it("gives a hardened static page A+ with the bonuses it earns", () => {
    const grade = gradeResponse({ headers: strong, html, url });
    expect(result(grade, "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    expect(result(grade, "x-frame-options")).toBe("x-frame-options-implemented-via-csp");
    expect(result(grade, "referrer-policy")).toBe("referrer-policy-private");
    expect(result(grade, "cross-origin-resource-policy")).toBe("corp-implemented-with-same-origin");
    expect(result(grade, "subresource-integrity")).toBe(
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    );
    expect(grade.tests.every((test) => test.pass)).toBe(true);
    // 100 + 0 (CSP) + 5 (frame-ancestors) + 5 (referrer) + 10 (CORP)
    expect(grade.score).toBe(120);
    expect(grade.grade).toBe("A+");
  });

  it("rewards a CSP without any unsafe source and default-src 'none'", () => {
    const headers = {
      ...strong,
      "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'",
    };
    const grade = gradeResponse({ headers, html, url });
    expect(result(grade, "content-security-policy")).toBe(
      "csp-implemented-with-no-unsafe-default-src-none",
    );
  });

  it("fails a CSP that allows inline scripts, unless a hash or nonce overrides it", () => {
    const unsafe = {
      ...strong,
      "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
    };
    expect(result(gradeResponse({ headers: unsafe, html, url }), "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline",
    );
    const hashed = {
      ...strong,
      "content-security-policy":
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'sha256-abc='",
    };
    expect(result(gradeResponse({ headers: hashed, html, url }), "content-security-policy")).toBe(
      "csp-implemented-with-no-unsafe",
    );
  });

  it("treats a CSP without script-src, object-src or default-src as allowing everything", () => {
    const headers = { ...strong, "content-security-policy": "frame-ancestors 'none'" };
    expect(result(gradeResponse({ headers, html, url }), "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline",
    );
  });

  it("penalises unsafe-eval, http: sources and unparseable policies", () => {
    const grade = (policy: string) =>
      result(
        gradeResponse({ headers: { ...strong, "content-security-policy": policy }, html, url }),
        "content-security-policy",
      );
    expect(grade("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe(
      "csp-implemented-with-unsafe-eval",
    );
    expect(grade("default-src 'self' http://cdn.example.com")).toBe(
      "csp-implemented-with-insecure-scheme",
    );
    expect(grade("default-src 'self'; img-src http://img.example.com")).toBe(
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    );
    expect(grade("default-src 'self'; default-src 'none'")).toBe("csp-header-invalid");
  });

  it("intersects several policies: a source counts only if every policy allows it", () => {
    const csp = parseCsp(["script-src 'self' 'unsafe-inline'", "script-src 'self' 'sha256-abc='"]);
    expect([...(csp.get("script-src") ?? [])]).toEqual(["'self'"]);
  });

  it("scores a bare response the way the Observatory scores a site with no headers", () => {
    const grade = gradeResponse({ headers: { "content-type": "text/html" }, html, url });
    // 100 - 25 (CSP) - 20 (HSTS) - 5 (nosniff) - 20 (framing)
    expect(grade.score).toBe(30);
    expect(grade.grade).toBe("D");
  });

  it("holds bonuses back until the score without them is an A", () => {
    const headers = {
      ...strong,
      "x-content-type-options": "",
      "strict-transport-security": "max-age=300",
    };
    const grade = gradeResponse({ headers, html, url });
    // 100 - 5 (nosniff invalid) - 10 (short HSTS) = 85 < 90, so +20 in bonuses are dropped.
    expect(grade.score).toBe(85);
    expect(grade.grade).toBe("A-");
  });

  it("grades HSTS, referrer policy, framing and CORP values", () => {
    const grade = (extra: Record<string, string>) =>
      gradeResponse({ headers: { ...strong, ...extra }, html, url });
    expect(
      result(grade({ "strict-transport-security": "max-age=100" }), "strict-transport-security"),
    ).toBe("hsts-implemented-max-age-less-than-six-months");
    expect(
      result(
        grade({ "strict-transport-security": "includeSubDomains" }),
        "strict-transport-security",
      ),
    ).toBe("hsts-header-invalid");
    expect(result(grade({ "referrer-policy": "unsafe-url" }), "referrer-policy")).toBe(
      "referrer-policy-unsafe",
    );
    expect(result(grade({ "referrer-policy": "nonsense" }), "referrer-policy")).toBe(
      "referrer-policy-header-invalid",
    );
    expect(
      result(
        grade({ "cross-origin-resource-policy": "cross-origin" }),
        "cross-origin-resource-policy",
      ),
    ).toBe("corp-implemented-with-cross-origin");
    const noCsp = { ...strong, "content-security-policy": undefined };
    expect(result(gradeResponse({ headers: noCsp, html, url }), "x-frame-options")).toBe(
      "x-frame-options-sameorigin-or-deny",
    );
  });

  it("checks cookies and subresource integrity", () => {
    const cookie = (value: string) =>
      result(gradeResponse({ headers: { ...strong, "set-cookie": value }, html, url }), "cookies");
    expect(cookie("theme=dark; Secure; SameSite=Lax")).toBe(
      "cookies-secure-with-httponly-sessions-and-samesite",
    );
    expect(cookie("theme=dark")).toBe("cookies-without-secure-flag-but-protected-by-hsts");
    expect(cookie("sessionid=1; Secure")).toBe("cookies-session-without-httponly-flag");

    const sri = (page: string) =>
      result(gradeResponse({ headers: strong, html: page, url }), "subresource-integrity");
    expect(sri('<script src="https://cdn.other.net/a.js"></script>')).toBe(
      "sri-not-implemented-but-external-scripts-loaded-securely",
    );
    expect(sri('<script src="https://cdn.other.net/a.js" integrity="sha384-x"></script>')).toBe(
      "sri-implemented-and-external-scripts-loaded-securely",
    );
    expect(sri('<script src="http://cdn.other.net/a.js"></script>')).toBe(
      "sri-not-implemented-and-external-scripts-not-loaded-securely",
    );
    expect(sri("<p>no scripts</p>")).toBe("sri-not-implemented-but-no-scripts-loaded");
  });

  it("prints a readable table", () => {
    const text = formatGrade(gradeResponse({ headers: strong, html, url }));
    expect(text).toMatch(/^HTTP Observatory rules: score 120, grade A\+/);
    expect(text).toContain("content-security-policy");
  });
});

describe("a <meta http-equiv> policy with the header's", () => {
  const pagePolicy =
    "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'";
  const headerPolicy =
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
  const page = (policy: string) =>
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${policy}"/>${html.slice("<html><head>".length)}`;
  const headers = { ...strong, "content-security-policy": headerPolicy };

  it("reads the page's policies from its meta tags, entities decoded, any attribute order", () => {
    expect(
      httpEquivValues(
        `<meta http-equiv="Content-Security-Policy" content="script-src &#x27;self&#x27;"/><meta content='img-src data:' http-equiv=content-security-policy><meta name="csp" content="x">`,
        "content-security-policy",
      ),
    ).toEqual(["script-src 'self'", "img-src data:"]);
  });

  it("grades the two together A+: scripts from the meta, framing from the header", () => {
    const grade = gradeResponse({ headers, html: page(pagePolicy), url });
    expect(result(grade, "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    expect(result(grade, "x-frame-options")).toBe("x-frame-options-implemented-via-csp");
    expect(grade.tests.find((test) => test.name === "content-security-policy")?.note).toBe(
      "header and 1 <meta> policy",
    );
    expect(grade.score).toBe(120);
    expect(grade.grade).toBe("A+");
  });

  it("fails the header alone, which allows any script", () => {
    expect(result(gradeResponse({ headers, html, url }), "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline",
    );
  });

  it("counts a meta policy alone, but never for framing", () => {
    const metaOnly = { ...strong, "content-security-policy": undefined };
    const grade = gradeResponse({
      headers: metaOnly,
      html: page(`${pagePolicy}; frame-ancestors 'none'`),
      url,
    });
    expect(result(grade, "content-security-policy")).toBe(
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    // X-Frame-Options: DENY still counts, frame-ancestors from a meta does not.
    expect(result(grade, "x-frame-options")).toBe("x-frame-options-sameorigin-or-deny");
    const onlyFraming = gradeResponse({
      headers: { "content-type": "text/html" },
      html: page("frame-ancestors 'none'"),
      url,
    });
    expect(result(onlyFraming, "content-security-policy")).toBe("csp-not-implemented");
  });

  it("intersects the meta's sources with the header's for a directive both name", () => {
    const csp = parseCsp(["script-src 'self' 'unsafe-inline'"], ["script-src 'self' 'sha256-a='"]);
    expect([...(csp.get("script-src") ?? [])]).toEqual(["'self'"]);
    expect(parseCsp([], ["frame-ancestors 'none'; sandbox"]).size).toBe(0);
  });

  it("ignores meta tags in a response that is not HTML", () => {
    const grade = gradeResponse({
      headers: { ...headers, "content-type": "image/svg+xml" },
      html: page(pagePolicy),
      url,
    });
    expect(result(grade, "content-security-policy")).toBe("csp-implemented-with-unsafe-inline");
  });

  it("reads a <meta name=referrer> after the header, as the Observatory does", () => {
    const grade = gradeResponse({
      headers,
      html: `<meta name="referrer" content="unsafe-url">${page(pagePolicy)}`,
      url,
    });
    expect(result(grade, "referrer-policy")).toBe("referrer-policy-unsafe");
  });
});
