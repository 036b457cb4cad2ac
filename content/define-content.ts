import type { z } from "zod";
import { siteTokens, tokensIn } from "@/content/tokens";
import type { ContentLocale } from "@/lib/content/content-locales";
import { localizedData, type LocalizedContent } from "@/lib/content/translation-files";
import { defineContentWithoutTokens, deriveContent } from "@/lib/content/validate-content";
import { resolveTokens, type TokenTable } from "@/lib/content/tokens";

// Content modules and tests import these from here, as they always have.
export { ContentError } from "@/lib/content/errors";
export { deriveContent } from "@/lib/content/validate-content";
export type { LocalizedContent } from "@/lib/content/translation-files";

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

/**
 * A content file read in each language, checked as `defineContent` checks it: in English the
 * file itself (checked when the module is imported); in another language its translation at
 * `content/<locale>/<path>` with the translated texts over the English values (numbers, prices,
 * dates, addresses, ids and the like always come from the English file: lib/content/
 * translation.ts), its tokens in that language (content/tokens.ts), and errors naming the
 * translation's file and field. A language without a translation gets the English.
 *
 * Translations are read from disk when first asked for (and again under `next dev` when the file
 * changes), so the English pages never wait on them and a new translation needs no code.
 */
export function defineLocalizedContent<Schema extends z.ZodType>(
  source: string,
  schema: Schema,
  data: unknown,
  tokens: (locale: ContentLocale) => TokenTable = tokensIn,
): LocalizedContent<z.output<Schema>> {
  return localizedData(source, schema, data, (file, value, locale) =>
    deriveContent(() => defineContent(file, schema, value, tokens(locale))),
  );
}
