// Lighthouse CI for `npm run bench`: the export in out/ served with gzip and the generated
// headers, every sitemap route (BENCH_ROUTES=templates: each hand-made page and one page per
// generated template), and the floor (a hello-world export of the same Next.js,
// scripts/bench-floor.mjs) once per round; BENCH_RUNS rounds (default 5), the routes in order
// within a round, so the machine's busy and quiet minutes fall on every route and on the floor
// alike. Mobile, simulated throttling, Debian's Chromium. BENCH_PORT picks the port (default
// 4400; the floor is served on the next one).
const { existsSync, readFileSync, statSync } = require("node:fs");
const { join } = require("node:path");
const { htmlFileFor, sitemapPaths } = require("./scripts/first-load-js.mjs");
const { chromiumArgs, systemChromium } = require("./scripts/browser.mjs");
const { FLOOR_OUT, benchOrigins } = require("./scripts/bench-floor.mjs");
const { templateRoutes } = require("./scripts/templates.mjs");

const out = join(__dirname, "out");
if (!existsSync(join(out, "sitemap.xml")))
  throw new Error("No export in out/: run `npm run build`.");
if (!existsSync(join(FLOOR_OUT, "index.html")))
  throw new Error("No floor export: run `node scripts/bench-floor.mjs`.");
const { port, floorPort, site: origin, floor } = benchOrigins();
const rounds = Number(process.env.BENCH_RUNS ?? 5);

/** Every route, or with BENCH_ROUTES=templates each hand-made page and one page per template. */
function benchRoutes() {
  const routes = sitemapPaths(readFileSync(join(out, "sitemap.xml"), "utf8"));
  if (process.env.BENCH_ROUTES !== "templates") return routes;
  return templateRoutes(routes, (route) => statSync(htmlFileFor(route, out)).size);
}

/**
 * Third-party origins the site may call (the policy's connect-src: the geolocation lookup). The
 * machine may be offline, and Chrome would log the failed lookup as a console error visitors
 * never see; blocked by Lighthouse, the site takes its lookup-failed path.
 */
function thirdPartyOrigins() {
  const headers = readFileSync(join(out, "_headers"), "utf8");
  const sources = [...headers.matchAll(/connect-src ([^;\n]+)/g)].flatMap((m) => m[1].split(" "));
  return [...new Set(sources.filter((source) => /^https?:\/\//.test(source)))];
}

const sitePattern = origin.replace(/\./g, "\\.");
const atLeast = (minScore) => ["error", { minScore, aggregationMethod: "median-run" }];
const shared = {
  "categories:accessibility": atLeast(1),
  "categories:best-practices": atLeast(1),
  "categories:seo": atLeast(1),
  "cumulative-layout-shift": ["error", { maxNumericValue: 0, aggregationMethod: "median" }],
};

module.exports = {
  ci: {
    collect: {
      // Two servers; Lighthouse CI waits for the site's line, by which time the floor's is up.
      startServerCommand:
        `node scripts/serve.mjs --port ${floorPort} --gzip --dir ${FLOOR_OUT} & ` +
        `node scripts/serve.mjs --port ${port} --gzip --headers`,
      startServerReadyPattern: `Serving .* at ${origin.replace(/\./g, "\\.")}`,
      // One run per URL, the list repeated: round by round rather than route by route.
      url: Array.from({ length: rounds }, () => [
        ...benchRoutes().map((route) => `${origin}${route}`),
        `${floor}/`,
      ]).flat(),
      numberOfRuns: 1,
      chromePath: systemChromium(),
      settings: {
        formFactor: "mobile",
        throttlingMethod: "simulate",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        chromeFlags: ["--headless=new", ...chromiumArgs].join(" "),
        blockedUrlPatterns: thirdPartyOrigins().map((source) => `${source}/*`),
      },
    },
    assert: {
      assertMatrix: [
        // The landing page carries every section and most islands; 92 is its target. The
        // floor is measured, not asserted.
        {
          matchingUrlPattern: `^${sitePattern}/$`,
          assertions: { ...shared, "categories:performance": atLeast(0.92) },
        },
        {
          matchingUrlPattern: `^${sitePattern}/.+`,
          assertions: { ...shared, "categories:performance": atLeast(0.96) },
        },
      ],
    },
  },
};
