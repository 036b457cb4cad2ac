import type { Config } from "@markdoc/markdoc";
import type { z } from "zod";
import { BLOCK_PAGES_DIRECTORY, readBlockPage } from "@/content/block-pages";
import { claimsTokens } from "@/content/claims";
import { defineContent } from "@/content/define-content";
import { helpArticleConfig, helpArticleSchema } from "@/content/help";
import { readCareers } from "@/content/pages/careers";
import { legalFrontmatterSchema } from "@/content/pages/legal";
import { postFrontmatterSchema } from "@/content/posts";
import { roleSchema } from "@/content/roles";
import { siteTokens } from "@/content/tokens";
import { dataFiles } from "@/keystatic/content-schemas";
import { articleConfig } from "@/lib/content/article";
import { SLUG } from "@/lib/content/collection";
import { ContentError } from "@/lib/content/errors";
import { longFormConfig } from "@/lib/content/long-form";
import { parseMarkdown, parseYaml } from "@/lib/content/markdown";
import type { TokenTable } from "@/lib/content/tokens";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";

/**
 * The build's own checks of one content file, run on a text that is not on disk yet: the editor's
 * API (lib/editor/editor-api.ts) refuses a save the build would refuse, before it writes anything, with
 * the build's words, so a bad `content/site.yaml` never reaches the disk where every page and the
 * editor itself read it. Each file is read as its module reads it: its schema, its tokens (none in
 * the files the tokens are made from) and the font's characters. What a file's module checks
 * against the others (a post's category against the blog's) is checked against them as they are.
 */

/** The tokens a data file may use, as its module resolves them; null for none (not resolved). */
function tokensOf(file: string): TokenTable | null {
  if (file === "content/site.yaml") return claimsTokens;
  if (["content/plans.yaml", "content/tools.yaml", "content/claims.yaml"].includes(file)) {
    return null;
  }
  return siteTokens;
}

/** A Markdown collection: its folder, with the frontmatter's schema and the body's tags. */
const COLLECTIONS: { folder: string; schema: z.ZodType; config: Config }[] = [
  { folder: "content/posts/", schema: postFrontmatterSchema, config: articleConfig },
  { folder: "content/help/", schema: helpArticleSchema, config: helpArticleConfig },
  { folder: "content/roles/", schema: roleSchema, config: articleConfig },
  { folder: "content/legal/", schema: legalFrontmatterSchema, config: longFormConfig },
];

/** Reads every value, so a check that `next dev` defers until the content is read throws now. */
function readWhole(value: unknown): void {
  if (value && typeof value === "object") for (const item of Object.values(value)) readWhole(item);
}

/** The issues a check throws as a ContentError (file and field named); none when it passes. */
function issuesOf(check: () => unknown): string[] {
  try {
    readWhole(check());
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
}

/** A data file's values checked as its module checks them. */
function checkDataFile(file: string, data: unknown): unknown {
  const entry = dataFiles.find(([, , path]) => path === file);
  if (!entry) throw new Error(`${file} is not a data file of content/`);
  if (file === "content/pages/careers.yaml") return readCareers(data);
  const tokens = tokensOf(file);
  return tokens
    ? defineContent(file, entry[3], data, tokens)
    : defineContentWithoutTokens(file, entry[3], data);
}

/** What the build would say of a data file (`content/faq.yaml`) holding `data`, parsed. */
export function dataFileProblems(file: string, data: unknown): string[] {
  return issuesOf(() => checkDataFile(file, data));
}

/** Whether the build reads `path` (from the project root) as content, and so checks it here. */
export function isCheckedContentFile(path: string): boolean {
  return (
    dataFiles.some(([, , file]) => file === path) ||
    new RegExp(`^${BLOCK_PAGES_DIRECTORY}/[^/]+\\.yaml$`).test(path) ||
    COLLECTIONS.some(({ folder }) => path.startsWith(folder) && path.endsWith(".md"))
  );
}

/**
 * What the build would say about `text` as the file `path`, one line a problem naming the file
 * and field, as `npm run build` prints them; none when it would pass, or when the build does not
 * read the file as content.
 */
export function contentFileProblems(path: string, text: string): string[] {
  return issuesOf(() => {
    if (dataFiles.some(([, , file]) => file === path)) {
      return checkDataFile(path, parseYaml(path, text, "the file"));
    }
    const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.(md|yaml)$/, "");
    if (path.startsWith(`${BLOCK_PAGES_DIRECTORY}/`) && path.endsWith(".yaml")) {
      if (!SLUG.test(name)) throw new ContentError(path, [fileNameProblem(path, name)]);
      return readBlockPage(path, text);
    }
    const collection = COLLECTIONS.find(
      ({ folder }) => path.startsWith(folder) && path.endsWith(".md"),
    );
    if (!collection) return null;
    if (!SLUG.test(name)) throw new ContentError(path, [fileNameProblem(path, name)]);
    return parseMarkdown(path, text, collection.schema, collection.config, siteTokens).frontmatter;
  });
}

const fileNameProblem = (path: string, name: string) =>
  `${path}: the file name ${JSON.stringify(name)} is the page's address, so it is lower-case words joined by hyphens`;
