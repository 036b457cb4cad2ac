// Next's copy of path-to-regexp 6, the matcher Vercel reads `source` patterns with
// (scripts/host-headers.test.ts checks vercel.json's patterns with it).
declare module "next/dist/compiled/path-to-regexp" {
  export function pathToRegexp(
    path: string,
    keys?: unknown[],
    options?: { strict?: boolean; sensitive?: boolean },
  ): RegExp;
}
