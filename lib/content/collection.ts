import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Config, Node } from "@markdoc/markdoc";
import type { z } from "zod";
import { ContentError } from "@/lib/content/errors";
import { parseMarkdown } from "@/lib/content/markdown";
import type { TokenTable } from "@/lib/content/tokens";
import { slugify } from "@/lib/text/slug";

/** A file's name is its page's address: `content/posts/my-first-post.md` is `/blog/my-first-post`. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type CollectionEntry<Frontmatter> = {
  slug: string;
  /** The file, `content/posts/my-first-post.md`, for messages. */
  source: string;
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
 */
export function readCollection<Schema extends z.ZodType<{ draft?: boolean }>>({
  directory,
  schema,
  config,
  tokens,
  drafts = showDrafts(),
  root = process.cwd(),
}: {
  /** From the project root: `content/posts`. */
  directory: string;
  schema: Schema;
  config: Config;
  tokens: TokenTable;
  drafts?: boolean;
  /** The project root (a test's temporary folder). */
  root?: string;
}): CollectionEntry<z.output<Schema>>[] {
  const folder = path.join(root, directory);
  return filesIn(folder, ".md")
    .map((file) => {
      const slug = file.slice(0, -".md".length);
      const source = `${directory}/${file}`;
      if (!SLUG.test(slug)) {
        throw new ContentError(source, [
          `${source}: the file name is the page's address, so it is lower-case words joined by hyphens, e.g. ${slugify(slug)}.md`,
        ]);
      }
      const raw = readFileSync(path.join(folder, file), "utf8");
      const { frontmatter, body } = parseMarkdown(source, raw, schema, config, tokens);
      return { slug, source, frontmatter, body };
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
