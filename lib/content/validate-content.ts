import type { z } from "zod";
import { ContentError, formatIssuePath } from "@/lib/content/errors";
import { fontGaps } from "@/lib/content/font-coverage";

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

/** A value computed from other content: its failure is deferred under `next dev` as theirs is. */
export function deriveContent<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (deferFailures()) return failedContent(error);
    throw error;
  }
}

/**
 * `defineContent` (content/define-content.ts) without `{{tokens}}`, for what the token table is built
 * from: content/site.yaml, plans.yaml, tools.yaml and the environment. Those cannot use tokens
 * derived from themselves, and content/tokens.ts imports them, so they cannot import it back.
 * Every other content module uses `defineContent`; lib/content/markdown.ts resolves the tokens it
 * is handed before it calls this.
 *
 * `data` may be a function that reads it, so that its failures are deferred under `next dev`.
 */
export function defineContentWithoutTokens<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  return deriveContent(() =>
    parseContent(source, schema, typeof data === "function" ? data() : data),
  );
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
