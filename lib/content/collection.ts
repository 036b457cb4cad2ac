import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Markdoc, { type Config, type Node } from "@markdoc/markdoc";
import type { z } from "zod";
import { SOURCE_LOCALE, translationPath, type ContentLocale } from "@/lib/content/content-locales";
import { ContentError } from "@/lib/content/errors";
import { frontmatterOf, parseMarkdown } from "@/lib/content/markdown";
import type { TokenTable } from "@/lib/content/tokens";
import { mergeTranslation } from "@/lib/content/translation";
import { isUntranslatedFile, readContentFile } from "@/lib/content/translation-files";
import { slugify } from "@/lib/text/slug";

/** A file's name is its page's address: `content/posts/my-first-post.md` is `/blog/my-first-post`. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type CollectionEntry<Frontmatter> = {
  slug: string;
  /** The file, `content/posts/my-first-post.md` (`content/fr/posts/...` in French), for messages. */
  source: string;
  /** The language it is written in; a translation's values are its English file's. */
  locale: ContentLocale;
  frontmatter: Frontmatter;
  body: Node;
};

/**
 * Drafts show in `next dev` (NODE_ENV "development") so a marketer can preview them at their own
 * URL, and never in `next build` (NODE_ENV "production"), tests or the export.
 */
export function showDrafts(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === "development";
}

/** The names of a folder's files that end with `extension`, sorted; none when it is missing. */
export function filesIn(folder: string, extension: string): string[] {
  try {
    return readdirSync(folder)
      .filter((file) => file.endsWith(extension))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Reads every Markdown file of a folder in `content/` (one entry a file, sorted by name), each
 * checked by `schema` and `config` as `parseMarkdown` does, so a bad file fails the build naming
 * it. A collection is read from disk, not imported, so one new file is all a new entry takes.
 *
 * In another language than English it reads the translations, `content/<locale>/posts/*.md`:
 * each one's body and texts, with every other frontmatter value (the date, the author, the
 * category, the draft flag) from its English file (lib/content/translation.ts). A translation
 * whose English file is gone is not published, nor one still the English text (started in the
 * editor, nothing translated yet: lib/content/untranslated.ts); the content report lists both.
 */
export function readCollection<Schema extends z.ZodType<{ draft?: boolean }>>({
  directory,
  schema,
  config,
  tokens,
  drafts = showDrafts(),
  root = process.cwd(),
  locale = SOURCE_LOCALE,
}: {
  /** From the project root, in English: `content/posts`. */
  directory: string;
  schema: Schema;
  config: Config;
  tokens: TokenTable;
  drafts?: boolean;
  /** The project root (a test's temporary folder). */
  root?: string;
  locale?: ContentLocale;
}): CollectionEntry<z.output<Schema>>[] {
  const localDirectory = translationPath(directory, locale);
  const folder = path.join(root, localDirectory);
  return filesIn(folder, ".md")
    .flatMap((file) => {
      const slug = file.slice(0, -".md".length);
      const source = `${localDirectory}/${file}`;
      if (!SLUG.test(slug)) {
        throw new ContentError(source, [
          `${source}: the file name is the page's address, so it is lower-case words joined by hyphens, e.g. ${slugify(slug)}.md`,
        ]);
      }
      const raw = readFileSync(path.join(folder, file), "utf8");
      let prepare: ((frontmatter: unknown) => unknown) | undefined;
      if (locale !== SOURCE_LOCALE) {
        const englishSource = `${directory}/${file}`;
        const englishRaw = readContentFile(englishSource, root);
        if (englishRaw === undefined) return [];
        // Started in the editor and still the English text: not published in this language.
        if (isUntranslatedFile({ englishFile: englishSource, file: source, schema, root }))
          return [];
        const english = frontmatterOf(englishSource, Markdoc.parse(englishRaw));
        prepare = (translation) =>
          mergeTranslation({ file: source, schema, english, translation }).data;
      }
      const { frontmatter, body } = parseMarkdown(source, raw, schema, config, tokens, prepare);
      return [{ slug, source, locale, frontmatter, body }];
    })
    .filter((entry) => drafts || !entry.frontmatter.draft);
}

/**
 * A collection as its pages use it: read once per build, and read afresh on every call in
 * `next dev`, where files are read from disk rather than imported, so a file a marketer adds or
 * saves (in an editor or in Keystatic) shows on the next page load without a restart.
 */
export function defineCollection<Schema extends z.ZodType<{ draft?: boolean }>>(
  options: Parameters<typeof readCollection<Schema>>[0],
): () => CollectionEntry<z.output<Schema>>[] {
  let entries: CollectionEntry<z.output<Schema>>[] | undefined;
  return () => {
    if (process.env.NODE_ENV === "development") return readCollection(options);
    entries ??= readCollection(options);
    return entries;
  };
}

/**
 * A collection in each language (`getPosts("fr")`): read as `defineCollection` reads English,
 * once per build and language, afresh on every call under `next dev`; `tokens` gives each
 * language's tokens (content/tokens.ts `tokensIn`).
 */
export function defineLocalizedCollection<Schema extends z.ZodType<{ draft?: boolean }>>(
  options: Omit<Parameters<typeof readCollection<Schema>>[0], "tokens" | "locale"> & {
    tokens: (locale: ContentLocale) => TokenTable;
  },
): (locale?: ContentLocale) => CollectionEntry<z.output<Schema>>[] {
  const read = new Map<ContentLocale, () => CollectionEntry<z.output<Schema>>[]>();
  return (locale = SOURCE_LOCALE) => {
    let entries = read.get(locale);
    if (!entries) {
      entries = defineCollection({ ...options, locale, tokens: options.tokens(locale) });
      read.set(locale, entries);
    }
    return entries();
  };
}
