import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

const nextConfig: NextConfig = {
  output: "export",
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The export cannot answer with a redirect; out/gdpr.html and out/_redirects cover it there.
  // `next dev` still honours this rule, so marketers previewing the site see the same behaviour.
  ...(isDev && {
    async redirects() {
      return [{ source: "/gdpr", destination: "/privacy-policy", permanent: true }];
    },
  }),
};

export default nextConfig;
