import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // app/global-not-found.tsx: the 404 document with the chrome, outside every page's bundle.
  experimental: { globalNotFound: true },
  turbopack: {
    rules: {
      // Copy edited as data: YAML files import as plain objects, parsed at build time (YAML 1.2,
      // so a date such as 2025-09-10 stays a string). Long-form Markdown imports as text (`?raw`).
      "*.yaml": { loaders: [{ loader: "yaml-loader", options: { asJSON: true } }], as: "*.json" },
      "*.md": { condition: { query: "?raw" }, type: "text" },
    },
  },
  // The export cannot answer with a redirect; out/gdpr.html and out/_redirects cover it there.
  // `next dev` still honours this rule, so marketers previewing the site see the same behaviour.
  ...(isDev && {
    async redirects() {
      return [{ source: "/gdpr", destination: "/privacy-policy", permanent: true }];
    },
  }),
};

export default nextConfig;
