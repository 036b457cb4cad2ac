import { z } from "zod";
import { ContentError, formatIssuePath } from "@/lib/content/errors";
import { fontGaps } from "@/lib/content/font-coverage";

// Content modules and tests import the error from here, as they always have.
export { ContentError, formatIssuePath } from "@/lib/content/errors";

/**
 * Under `next dev`, content that fails does not fail the module that reads it: the value is a
 * stand-in that throws the error when a page first reads it, so the page shows the error (file,
 * entry, field) while the editor, which imports every content module for its schemas, still
 * opens and the marketer can fix the value there. `next build` and the tests throw at once.
 */
const deferFailures = () => process.env.NODE_ENV === "development";

function failedContent(error: unknown): never {
  const fail = () => {
    throw error;
  };
  return new Proxy(
    {},
    { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail },
  ) as never;
}

/**
 * Validates a piece of content when its module is first imported. Pages import content while
 * they are prerendered, so a bad entry fails `next build` with the file, entry and field named;
 * so does a character the site's font cannot draw (lib/content/font-coverage.ts).
 *
 * `data` may be a function that reads it (resolving tokens, merging other content), so that its
 * failures are deferred under `next dev` as well.
 */
export function defineContent<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  return deriveContent(() =>
    parseContent(source, schema, typeof data === "function" ? data() : data),
  );
}

/** A value computed from other content: its failure is deferred under `next dev` as theirs is. */
export function deriveContent<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (deferFailures()) return failedContent(error);
    throw error;
  }
}

function parseContent<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) {
    const gaps = fontGaps(source, data);
    if (gaps.length > 0) throw new ContentError(source, gaps);
    return result.data;
  }
  throw new ContentError(
    source,
    result.error.issues.map(
      (issue) => `${source}${formatIssuePath(data, issue.path)}: ${issue.message}`,
    ),
  );
}
