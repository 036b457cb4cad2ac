import type { NextConfig } from "next";
import { GDPR_TARGET } from "./content/routes";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  // The content editor (app/(editor), docs/marketers.md) needs dynamic routes, which an export
  // forbids; it runs under `next dev` only, where nothing is exported.
  output: isDev ? undefined : "export",
  // `*.dev.tsx`/`*.dev.ts` (the editor's page, layout and API route) exist only under `next dev`:
  // `next build` never sees them, so the export holds no trace of the editor.
  pageExtensions: isDev ? ["dev.tsx", "dev.ts", "tsx", "ts"] : ["tsx", "ts"],
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // app/global-not-found.tsx: the 404 document with the chrome, outside every page's bundle.
  experimental: { globalNotFound: true },
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
      return [{ source: "/gdpr", destination: GDPR_TARGET, permanent: true }];
    },
  }),
};

export default nextConfig;
