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

/**
 * A dynamic route's pages (`generateStaticParams`), read as `readForPreview` reads: under `next dev`
 * a content mistake in what lists them gives an empty list instead of failing every page of the
 * route, and next dev still serves the address asked for, so its page shows the mistake. The
 * build lists them all, and fails on the mistake.
 *
 * The routes that use it leave `dynamicParams` at its default and answer an unknown address with
 * `notFound()`. next dev keeps a route's list from an earlier request and refreshes it after
 * answering, so with `dynamicParams = false` a page or post the editor had just created answered
 * 404 until the refresh came back (a minute and a half once, on a busy machine). The export is
 * unchanged: it holds the listed pages only.
 */
export function staticParamsForPreview<T>(read: () => T[]): T[] {
  return readForPreview(read, []);
}
