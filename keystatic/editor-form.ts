import { existsSync, readFileSync } from "node:fs";
import Markdoc from "@markdoc/markdoc";
import { createReader } from "@keystatic/core/reader";
import { dump } from "js-yaml";
import { parse } from "yaml";
import keystaticConfig from "@/keystatic.config";
import { collectionPaths, translationName } from "@/keystatic/collection-paths";
import { translationLocales } from "@/lib/content/content-locales";
import { dataFiles } from "@/keystatic/content-schemas";

/**
 * The form the editor (Keystatic) writes content files in, so a marketer's first save changes
 * only what they changed: YAML by js-yaml's `dump()` with its defaults, keys in the order of the
 * editor's fields (the zod schema's), empty values left out; a Markdown body by Markdoc's
 * formatter. `npm run format:content` writes every file in this form; `npm run lint` checks it.
 */

/**
 * The file's data in the editor's key order (its fields' order, which is the zod schema's),
 * without the empty values the editor leaves out (`null`: an empty number field). `entry` is
 * what the editor's reader made of the file.
 */
export function inEditorOrder(data: unknown, entry: unknown): unknown {
  if (Array.isArray(data)) {
    return data.map((item, index) => inEditorOrder(item, Array.isArray(entry) ? entry[index] : {}));
  }
  if (!data || typeof data !== "object") return data;
  const fields = (entry && typeof entry === "object" ? entry : {}) as Record<string, unknown>;
  const record = data as Record<string, unknown>;
  const keys = [
    ...Object.keys(fields).filter((key) => key in record),
    ...Object.keys(record).filter((key) => !(key in fields)),
  ];
  return Object.fromEntries(
    keys
      .filter((key) => record[key] !== null)
      .map((key) => [key, inEditorOrder(record[key], fields[key])]),
  );
}

/** Keystatic writes YAML with js-yaml's `dump()` and its defaults (keystatic-core-ui.js). */
export const editorYaml = (data: unknown) => dump(data);

const FRONTMATTER = /^---\n([\s\S]*?\n)---\n([\s\S]*)$/;

export function splitFrontmatter(source: string): { frontmatter: string; body: string } {
  const match = FRONTMATTER.exec(source);
  if (!match) throw new Error("no frontmatter");
  return { frontmatter: match[1] ?? "", body: match[2] ?? "" };
}

/** A content file as it is, and as the editor would write it. */
type FileForm = { file: string; text: string; formatted: string };

type Reader = {
  singletons: Record<string, { readOrThrow(): Promise<unknown> }>;
  collections: Record<
    string,
    { list(): Promise<string[]>; readOrThrow(slug: string): Promise<Record<string, unknown>> }
  >;
};

/**
 * Every YAML and Markdown file the editor edits, in its form. The data is read as the build
 * reads it (YAML 1.2: a date such as 2026-11-02 stays text, and `dump()` quotes it), ordered by
 * what the editor's reader makes of the file.
 */
export async function contentInEditorForm(root = process.cwd()): Promise<FileForm[]> {
  const reader = createReader(root, keystaticConfig) as unknown as Reader;
  const read = (file: string) => readFileSync(`${root}/${file}`, "utf8");
  const forms: FileForm[] = [];
  const singletons = dataFiles.flatMap(([name, , file]) => [
    { name, file },
    // Each language's copy, where there is one (keystatic/config.ts).
    ...translationLocales.flatMap((locale) => {
      const translation = file.replace(/^content\//, `content/${locale}/`);
      return existsSync(`${root}/${translation}`)
        ? [{ name: translationName(locale, name), file: translation }]
        : [];
    }),
  ]);
  for (const { name, file } of singletons) {
    const text = read(file);
    const entry = await reader.singletons[name]!.readOrThrow();
    forms.push({ file, text, formatted: editorYaml(inEditorOrder(parse(text), entry)) });
  }
  for (const [name, glob] of Object.entries(collectionPaths)) {
    const folder = glob.slice(0, -"/*".length);
    const markdown = !folder.endsWith("/block-pages");
    for (const slug of (await reader.collections[name]!.list()).sort()) {
      const file = `${folder}/${slug}.${markdown ? "md" : "yaml"}`;
      const text = read(file);
      const fields = await reader.collections[name]!.readOrThrow(slug);
      if (!markdown) {
        forms.push({ file, text, formatted: editorYaml(inEditorOrder(parse(text), fields)) });
        continue;
      }
      const { frontmatter, body } = splitFrontmatter(text);
      const yaml = editorYaml(inEditorOrder(parse(frontmatter), fields));
      forms.push({
        file,
        text,
        formatted: `---\n${yaml}---\n${Markdoc.format(Markdoc.parse(body))}`,
      });
    }
  }
  return forms;
}
