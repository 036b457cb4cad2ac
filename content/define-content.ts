import type { z } from "zod";
import { siteTokens } from "@/content/tokens";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import { resolveTokens, type TokenTable } from "@/lib/content/tokens";

// Content modules and tests import these from here, as they always have.
export { ContentError } from "@/lib/content/errors";
export { deriveContent } from "@/lib/content/validate-content";

/**
 * Validates a piece of content when its module is first imported. Its `{{tokens}}` are resolved
 * first (content/tokens.ts, or `tokens` when a file has more), then it is checked by `schema`.
 * Pages import content while they are prerendered, so an unknown token or a bad entry fails
 * `next build` with the file, entry and field named; so does a character the site's font cannot
 * draw (lib/content/font-coverage.ts). Under `next dev` the failure waits until a page reads the
 * content (lib/content/validate-content.ts).
 *
 * `data` may be a function that reads it (merging other content), so that its failures are
 * deferred under `next dev` as well.
 */
export function defineContent<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  data: unknown,
  tokens: TokenTable = siteTokens,
): z.output<Schema> {
  return defineContentWithoutTokens(source, schema, () =>
    resolveTokens(source, typeof data === "function" ? data() : data, tokens),
  );
}
