import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  SOURCE_LOCALE,
  translationLocales,
  translationPath,
  type ContentLocale,
} from "@/lib/content/content-locales";
import { parseYaml } from "@/lib/content/markdown";
import { mergeTranslation } from "@/lib/content/translation";
import { isUntranslated } from "@/lib/content/untranslated";

/**
 * Translations are read from disk, not imported: a new `content/<locale>/...` file is all a new
 * translation takes (no code change), and under `next dev` a saved one shows on the next page
 * load. A file is read again only when it changed on disk.
 */

type Read = { mtimeMs: number; size: number; text: string };
const reads = new Map<string, Read>();

/** The text of `file` (from the project root), or undefined when there is none. */
export function readContentFile(file: string, root = process.cwd()): string | undefined {
  const full = path.join(root, file);
  let stat;
  try {
    stat = statSync(full);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw error;
  }
  const key = full;
  const known = reads.get(key);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.text;
  const text = readFileSync(full, "utf8");
  reads.set(key, { mtimeMs: stat.mtimeMs, size: stat.size, text });
  return text;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[^\S\r\n]*(?:\r?\n|$)([\s\S]*)$/;

/** A file's values (a Markdown file's frontmatter) and a Markdown file's body. */
function valuesAndBody(file: string, text: string): { data: unknown; body?: string } {
  if (!file.endsWith(".md")) return { data: parseYaml(file, text, "the file") ?? {} };
  const [, frontmatter = "", body = ""] = FRONTMATTER.exec(text) ?? [];
  return { data: parseYaml(file, frontmatter, "the frontmatter") ?? {}, body };
}

const untranslatedReads = new Map<string, { text: string; englishText: string; is: boolean }>();

/**
 * Whether the translation `file` of `englishFile` is still the English text, as the editor
 * starts it (lib/content/untranslated.ts): then it is not a translation, and the page is not
 * published in its language. False when either file is missing or cannot be read (the build
 * reports that). `schema` is the English file's (its frontmatter's, for Markdown): what is text.
 */
export function isUntranslatedFile({
  englishFile,
  file,
  schema,
  root = process.cwd(),
}: {
  englishFile: string;
  file: string;
  schema: z.ZodType;
  root?: string;
}): boolean {
  const text = readContentFile(file, root);
  const englishText = readContentFile(englishFile, root);
  if (text === undefined || englishText === undefined) return false;
  const key = path.join(root, file);
  const known = untranslatedReads.get(key);
  if (known?.text === text && known.englishText === englishText) return known.is;
  let is = false;
  try {
    const english = valuesAndBody(englishFile, englishText);
    const translation = valuesAndBody(file, text);
    const { texts } = mergeTranslation({
      file,
      schema,
      english: english.data,
      translation: translation.data,
    });
    is = isUntranslated(
      texts,
      english.body === undefined
        ? undefined
        : { english: english.body, translated: translation.body ?? "" },
    );
  } catch {
    is = false;
  }
  untranslatedReads.set(key, { text, englishText, is });
  return is;
}

/**
 * The languages `englishFile` is published in: English, and each one it has a translation in;
 * with its `schema`, not one whose translation is still the English text (`isUntranslatedFile`).
 */
export function localesOfFile(
  englishFile: string,
  root = process.cwd(),
  schema?: z.ZodType,
): ContentLocale[] {
  return [
    SOURCE_LOCALE,
    ...translationLocales.filter((locale) => {
      const file = translationPath(englishFile, locale);
      if (!existsSync(path.join(root, file))) return false;
      return !schema || !isUntranslatedFile({ englishFile, file, schema, root });
    }),
  ];
}

/**
 * A YAML data file in `locale`: the translation's texts over the English values (see
 * lib/content/translation.ts), or undefined when the file has no translation in that language.
 * The result is the file's data as written (tokens unresolved), for the content module to check
 * with its schema as it checks the English, naming the translation in its errors.
 */
export function translatedData({
  englishFile,
  english,
  schema,
  locale,
  root,
}: {
  englishFile: string;
  english: unknown;
  schema: z.ZodType;
  locale: ContentLocale;
  root?: string;
}): { file: string; data: unknown } | undefined {
  if (locale === SOURCE_LOCALE) return undefined;
  const file = translationPath(englishFile, locale);
  const text = readContentFile(file, root);
  if (text === undefined) return undefined;
  const parsed = parseYaml(file, text, "the file") ?? {};
  const { data } = mergeTranslation({ file, schema, english, translation: parsed });
  return { file, data };
}

/** A content file in every language: `faq("fr")` is content/fr/faq.yaml over content/faq.yaml. */
export type LocalizedContent<T> = ((locale: ContentLocale) => T) & {
  /** The English file, `content/faq.yaml`. */
  readonly source: string;
};

/**
 * A data file read in each language with `check` (a content module's validation: its schema,
 * its tokens in that language): in English the file itself, checked now; in another language
 * its translation merged over the English (`translatedData`), checked when first asked for and
 * again only when the file changed on disk. A language without a translation gets the English.
 * `data` may be a function that reads it, so that failures are deferred under `next dev`.
 */
export function localizedData<Schema extends z.ZodType, T>(
  source: string,
  schema: Schema,
  data: unknown,
  check: (file: string, data: unknown, locale: ContentLocale) => T,
): LocalizedContent<T> {
  const read = () => (typeof data === "function" ? (data as () => unknown)() : data);
  const english = check(source, read, SOURCE_LOCALE);
  const cache = new Map<ContentLocale, { text: string; value: T }>();
  const inLocale = (locale: ContentLocale): T => {
    if (locale === SOURCE_LOCALE) return english;
    const text = readContentFile(translationPath(source, locale));
    if (text === undefined) return english;
    const known = cache.get(locale);
    if (known?.text === text) return known.value;
    const translation = translatedData({ englishFile: source, english: read(), schema, locale });
    if (!translation) return english;
    const value = check(translation.file, translation.data, locale);
    cache.set(locale, { text, value });
    return value;
  };
  return Object.assign(inLocale, { source });
}
