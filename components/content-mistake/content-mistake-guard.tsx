import type { ReactNode } from "react";

/**
 * What a marketer sees in the preview when content has a mistake (docs/marketers.md): under `next dev`,
 * the part of the page that reads the broken file is replaced by a notice naming the file, the
 * fields and the fix (content-mistake-boundary.tsx), and the rest of the page still shows. The
 * production build renders `children` alone, and still fails on the mistake, naming the file and
 * field; the dev-only modules are imported in the dev branch only, so the export carries none.
 */
export async function ContentMistakeGuard({
  children,
  scope,
}: {
  children: ReactNode;
  scope: "block" | "page";
}) {
  if (process.env.NODE_ENV !== "development") return children;
  const { ContentMistakeBoundary } =
    await import("@/components/content-mistake/content-mistake-boundary");
  return <ContentMistakeBoundary scope={scope}>{children}</ContentMistakeBoundary>;
}
