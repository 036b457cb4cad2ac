// Lighthouse CI for `npm run bench`: the export in out/ served with gzip and the generated
// headers, every sitemap route, 5 mobile runs each (simulated throttling), Debian's Chromium.
// BENCH_PORT picks the local port (default 4400).
const { existsSync, readFileSync } = require("node:fs");
const { join } = require("node:path");
const { sitemapPaths } = require("./scripts/first-load-js.mjs");
const { chromiumArgs, systemChromium } = require("./scripts/browser.mjs");

const out = join(__dirname, "out");
if (!existsSync(join(out, "sitemap.xml")))
  throw new Error("No export in out/: run `npm run build`.");
const port = Number(process.env.BENCH_PORT ?? 4400);
const origin = `http://127.0.0.1:${port}`;

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
      startServerCommand: `node scripts/serve.mjs --port ${port} --gzip --headers`,
      startServerReadyPattern: "Serving",
      url: sitemapPaths(readFileSync(join(out, "sitemap.xml"), "utf8")).map(
        (route) => `${origin}${route}`,
      ),
      numberOfRuns: 5,
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
        // The landing page carries every section and most islands; 92 is its target.
        {
          matchingUrlPattern: "^[^/]+//[^/]+/$",
          assertions: { ...shared, "categories:performance": atLeast(0.92) },
        },
        {
          matchingUrlPattern: "^[^/]+//[^/]+/.+",
          assertions: { ...shared, "categories:performance": atLeast(0.96) },
        },
      ],
    },
  },
};
