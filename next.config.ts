import { readdirSync } from "node:fs";
import type { NextConfig } from "next";
import { GDPR_TARGET, HOME_SLUG } from "./content/routes";
import { NO_SCRIPT_POLICY, NOT_PAGE_EXTENSIONS } from "./scripts/host-headers.mjs";
import { DOCUMENT_EXTENSIONS } from "./scripts/uploads.mjs";
import { EDITOR_MAX_BODY_BYTES } from "./lib/editor/editor-limits";
import { defaultLocale, locales } from "./lib/i18n/locales";

const isDev = process.env.NODE_ENV !== "production";
/**
 * `npm run dev:phone` (scripts/dev-phone.mjs): the preview on every network interface, for a
 * phone on the same network, and without the editor. The variable lists this computer's
 * network addresses, whose pages may use next dev's own resources (hot reload).
 */
const phoneHosts = process.env.STACKLESS_PHONE_PREVIEW?.split(",").filter(Boolean);
const withEditor = isDev && phoneHosts === undefined;

const nextConfig: NextConfig = {
  // The content editor (app/(editor), docs/marketers.md) needs dynamic routes, which an export
  // forbids; it runs under `next dev` only, where nothing is exported.
  output: isDev ? undefined : "export",
  // `*.dev.tsx`/`*.dev.ts` (the editor's page, layout and API route) exist only under `next dev`:
  // `next build` never sees them, so the export holds no trace of the editor. The phone preview
  // leaves them out too: the editor answers this computer only.
  pageExtensions: withEditor ? ["dev.tsx", "dev.ts", "tsx", "ts"] : ["tsx", "ts"],
  ...(phoneHosts && { allowedDevOrigins: phoneHosts }),
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // app/global-not-found.tsx: the 404 document with the chrome, outside every page's bundle.
  experimental: {
    globalNotFound: true,
    // next dev's server Fast Refresh (on by default in Next 16) updates server modules in place,
    // but a route first compiled after a content file changed reuses the module another route
    // loaded before it: `/` kept the FAQ from before an editor save while /webinar showed the new
    // one (docs/marketers.md). Without it a saved file reloads the server modules whole.
    turbopackServerFastRefresh: false,
    // With a proxy file (proxy.dev.ts) Next passes on at most this much of a request's body and
    // cuts the rest (10 MB by default): one byte over the editor's own limit, so a save it cut
    // is refused with the editor's words (lib/editor/editor-api.ts) rather than read as broken JSON.
    proxyClientMaxBodySize: EDITOR_MAX_BODY_BYTES + 1,
  },
  turbopack: {
    rules: {
      // Copy edited as data: YAML files import as plain objects, parsed at build time (YAML 1.2,
      // so a date such as 2025-09-10 stays a string). Markdown is read from disk (lib/content/).
      "*.yaml": { loaders: [{ loader: "yaml-loader", options: { asJSON: true } }], as: "*.json" },
    },
  },
  // The export cannot answer with a redirect; out/gdpr.html and out/_redirects cover it there.
  // `next dev` still honours this rule, so marketers previewing the site see the same behaviour.
  ...(isDev && {
    async redirects() {
      return [
        { source: "/gdpr", destination: GDPR_TARGET, permanent: true },
        // The editor's Preview of the landing page's file opens /home; the page is `/`.
        { source: `/${HOME_SLUG}`, destination: "/", permanent: false },
        // English has no prefix; the export has no /en/... either (scripts/unprefix-default.mjs).
        { source: `/${defaultLocale}`, destination: "/", permanent: false },
        { source: `/${defaultLocale}/:path*`, destination: "/:path*", permanent: false },
      ];
    },
    // Every page lives under app/[locale]; the export moves English to the site's root, and next
    // dev answers the same unprefixed English addresses by rewriting them to the `en` segment.
    // After the files (app/sitemap.ts, feeds, public/) and before the dynamic routes, which the
    // editor's are too (/keystatic/..., /api/keystatic/...): those keep their own addresses.
    async rewrites() {
      const editor = readdirSync("app/(editor)");
      const prefixes = [...locales, ...editor].map((name) => `${name}(?:/|$)`).join("|");
      return {
        afterFiles: [
          { source: "/", destination: `/${defaultLocale}` },
          { source: `/:path((?!_next/|${prefixes}).+)`, destination: `/${defaultLocale}/:path` },
        ],
      };
    },
    // Files in public/ that a browser could open as a document (an upload, an SVG, a stray
    // .html) get the hosts' policy that runs no script in the preview too (scripts/host-headers.mjs).
    async headers() {
      const extensions = [...NOT_PAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS].join("|");
      return [
        {
          source: `/:file(.*\\.(?:${extensions}))`,
          headers: [
            { key: "Content-Security-Policy", value: NO_SCRIPT_POLICY },
            { key: "X-Content-Type-Options", value: "nosniff" },
          ],
        },
      ];
    },
  }),
};

export default nextConfig;
