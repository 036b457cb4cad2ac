import { ContentError } from "@/lib/content/errors";

/**
 * `read()`, except that under `next dev` a content mistake in what it reads gives `fallback`
 * instead of throwing: for what a page adds around its body (its metadata, its structured data),
 * so that the body can show the mistake in words (components/content-mistake/) rather than the
 * whole page failing. The build reads it as it is, and fails on the mistake naming file and field.
 */
export function readForPreview<T, F>(read: () => T, fallback: F): T | F {
  if (process.env.NODE_ENV !== "development") return read();
  try {
    return read();
  } catch (error) {
    if (error instanceof ContentError) return fallback;
    throw error;
  }
}
