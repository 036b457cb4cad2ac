import type { Config } from "@markdoc/markdoc";
import type { z } from "zod";
import { BLOCK_PAGES_DIRECTORY, blockPageSchema, readBlockPage } from "@/content/block-pages";
import { readdirSync } from "node:fs";
import path from "node:path";
import { claimsTokens, claimsTokensIn } from "@/content/claims";
import { defineContent } from "@/content/define-content";
import { helpArticleConfig, helpArticleSchema } from "@/content/help";
import { readCareers } from "@/content/pages/careers";
import { legalFrontmatterSchema } from "@/content/pages/legal";
import { postFrontmatterSchema } from "@/content/posts";
import { roleSchema } from "@/content/roles";
import { siteTokens, tokensIn } from "@/content/tokens";
import { dataFiles } from "@/keystatic/content-schemas";
import { articleConfig } from "@/lib/content/article";
import { SLUG } from "@/lib/content/collection";
import { ContentError } from "@/lib/content/errors";
import {
  englishPathOf,
  localeNames,
  SOURCE_LOCALE,
  translationLocales,
  type ContentLocale,
} from "@/lib/content/content-locales";
import { longFormConfig } from "@/lib/content/long-form";
import { frontmatterOf, parseMarkdown, parseYaml } from "@/lib/content/markdown";
import type { TokenTable } from "@/lib/content/tokens";
import {
  mergeTranslation,
  TRANSLATED_FROM,
  type TranslationIssue,
} from "@/lib/content/translation";
import { isUntranslatedFile, readContentFile } from "@/lib/content/translation-files";
import { pageOfFile } from "@/content/translations";
import { translationState } from "@/lib/content/translation-status";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import type { TranslationReport } from "@/lib/content-health/content-health";
import Markdoc from "@markdoc/markdoc";

/**
 * The build's own checks of one content file, run on a text that is not on disk yet: the editor's
 * API (lib/editor/editor-api.ts) refuses a save the build would refuse, before it writes anything, with
 * the build's words, so a bad `content/site.yaml` never reaches the disk where every page and the
 * editor itself read it. Each file is read as its module reads it: its schema, its tokens (none in
 * the files the tokens are made from) and the font's characters. What a file's module checks
 * against the others (a post's category against the blog's) is checked against them as they are.
 */

/**
 * The tokens a data file may use, as its module resolves them, in the language it is read in;
 * null for none (not resolved).
 */
function tokensOf(file: string, locale: ContentLocale = SOURCE_LOCALE): TokenTable | null {
  if (file === "content/site.yaml")
    return locale === SOURCE_LOCALE ? claimsTokens : claimsTokensIn(locale);
  if (["content/plans.yaml", "content/tools.yaml", "content/claims.yaml"].includes(file)) {
    return null;
  }
  return locale === SOURCE_LOCALE ? siteTokens : tokensIn(locale);
}

/**
 * A Markdown collection: its folder, with the frontmatter's schema and the body's tags, and
 * whether the site publishes its translations (roles are advertised in English only).
 */
const COLLECTIONS: { folder: string; schema: z.ZodType; config: Config; translated: boolean }[] = [
  {
    folder: "content/posts/",
    schema: postFrontmatterSchema,
    config: articleConfig,
    translated: true,
  },
  {
    folder: "content/help/",
    schema: helpArticleSchema,
    config: helpArticleConfig,
    translated: true,
  },
  { folder: "content/roles/", schema: roleSchema, config: articleConfig, translated: false },
  {
    folder: "content/legal/",
    schema: legalFrontmatterSchema,
    config: longFormConfig,
    translated: true,
  },
];

/** Pages of blocks that stay in English: the block library is an internal, unlisted page. */
const ENGLISH_ONLY_PAGES = [`${BLOCK_PAGES_DIRECTORY}/block-library.yaml`];

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

/** A data file's values checked as its module checks them, named `file` (a translation's name). */
function checkDataFile(
  englishFile: string,
  data: unknown,
  locale: ContentLocale = SOURCE_LOCALE,
  file = englishFile,
): unknown {
  const entry = dataFiles.find(([, , path]) => path === englishFile);
  if (!entry) throw new Error(`${englishFile} is not a data file of content/`);
  if (englishFile === "content/pages/careers.yaml") return readCareers(data, file, locale);
  const tokens = tokensOf(englishFile, locale);
  return tokens
    ? defineContent(file, entry[3], data, tokens)
    : defineContentWithoutTokens(file, entry[3], data);
}

/** What the build would say of a data file (`content/faq.yaml`) holding `data`, parsed. */
export function dataFileProblems(file: string, data: unknown, root = process.cwd()): string[] {
  const translation = englishPathOf(file);
  if (translation) {
    const english = readContentFile(translation.englishFile, root);
    if (english === undefined) return [];
    return issuesOf(() => {
      const merged = mergeTranslation({
        file,
        schema: schemaOf(translation.englishFile)!.schema,
        english: parseYaml(translation.englishFile, english, "the file"),
        translation: data,
      }).data;
      return checkDataFile(translation.englishFile, merged, translation.locale, file);
    });
  }
  return issuesOf(() => checkDataFile(file, data));
}

/**
 * How the build reads an English file: a data file's schema, a page of blocks', a Markdown
 * collection's frontmatter schema and body tags; undefined for a file it does not read as content.
 */
function schemaOf(
  file: string,
):
  | { kind: "data" | "page" | "markdown"; schema: z.ZodType; config?: Config; translated: boolean }
  | undefined {
  const data = dataFiles.find(([, , path]) => path === file);
  if (data) return { kind: "data", schema: data[3], translated: true };
  if (new RegExp(`^${BLOCK_PAGES_DIRECTORY}/[^/]+\\.yaml$`).test(file)) {
    return {
      kind: "page",
      schema: blockPageSchema,
      translated: !ENGLISH_ONLY_PAGES.includes(file),
    };
  }
  const collection = COLLECTIONS.find(
    ({ folder }) =>
      file.startsWith(folder) && file.endsWith(".md") && !file.slice(folder.length).includes("/"),
  );
  return collection && { kind: "markdown", ...collection };
}

/** Whether the build reads `path` (from the project root) as content, and so checks it here. */
export function isCheckedContentFile(path: string): boolean {
  const translation = englishPathOf(path);
  if (translation) return schemaOf(translation.englishFile)?.translated === true;
  return schemaOf(path) !== undefined;
}

/**
 * What the build would say about `text` as the file `path`, one line a problem naming the file
 * and field, as `npm run build` prints them; none when it would pass, or when the build does not
 * read the file as content. A translation (`content/fr/faq.yaml`) is read as the site reads it:
 * over its English file, with its language's tokens.
 */
export function contentFileProblems(path: string, text: string, root = process.cwd()): string[] {
  const translation = englishPathOf(path);
  if (translation) return translationProblems(path, text, translation, root);
  return issuesOf(() => {
    const how = schemaOf(path);
    if (!how) return null;
    if (how.kind === "data") return checkDataFile(path, parseYaml(path, text, "the file"));
    const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.(md|yaml)$/, "");
    if (!SLUG.test(name)) throw new ContentError(path, [fileNameProblem(path, name)]);
    if (how.kind === "page") return readBlockPage(path, text);
    return parseMarkdown(path, text, how.schema, how.config!, siteTokens).frontmatter;
  });
}

/** A translation's problems, as the build reads it; none when its English file is gone. */
function translationProblems(
  path: string,
  text: string,
  { englishFile, locale }: { englishFile: string; locale: ContentLocale },
  root: string,
): string[] {
  const how = schemaOf(englishFile);
  const englishText = readContentFile(englishFile, root);
  if (!how?.translated) return [];
  if (englishText === undefined) {
    return [
      `${path}: there is no English file ${englishFile}; a translation takes the name of the English file it translates (the same address)`,
    ];
  }
  return issuesOf(() => {
    if (how.kind === "data") {
      return dataFileProblemsOrThrow(path, parseYaml(path, text, "the file"), root);
    }
    if (how.kind === "page") {
      const english = englishData(englishFile, englishText, false);
      return readBlockPage(path, text, { locale, english });
    }
    const english = englishData(englishFile, englishText, true);
    return parseMarkdown(
      path,
      text,
      how.schema,
      how.config!,
      tokensIn(locale),
      (frontmatter) =>
        mergeTranslation({ file: path, schema: how.schema, english, translation: frontmatter })
          .data,
    ).frontmatter;
  });
}

/** A translated data file checked, throwing what `dataFileProblems` would list. */
function dataFileProblemsOrThrow(path: string, data: unknown, root: string): unknown {
  const problems = dataFileProblems(path, data, root);
  if (problems.length > 0) throw new ContentError(path, problems);
  return null;
}

const fileNameProblem = (path: string, name: string) =>
  `${path}: the file name ${JSON.stringify(name)} is the page's address, so it is lower-case words joined by hyphens`;

/** Every file under content/<locale>/ for each language but English, as `content/fr/...` paths. */
export function translationFiles(root = process.cwd()): string[] {
  const walk = (folder: string): string[] => {
    let entries;
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .flatMap((entry) => {
        const file = `${folder}/${entry.name}`;
        if (entry.isDirectory()) return walk(file);
        return /\.(ya?ml|md)$/.test(entry.name) ? [file] : [];
      })
      .sort();
  };
  return translationLocales.flatMap((locale) => walk(`content/${locale}`));
}

const englishReads = new Map<string, { text: string; data: unknown }>();

/**
 * An English file's values as a translation is merged over them (a Markdown file's frontmatter),
 * read once while the file is unchanged: the editor and the fuzz test check many texts against one.
 */
function englishData(file: string, text: string, markdown: boolean): unknown {
  const known = englishReads.get(file);
  if (known?.text === text) return known.data;
  const data = markdown
    ? frontmatterOf(file, Markdoc.parse(text))
    : parseYaml(file, text, markdown ? "the frontmatter" : "the file");
  englishReads.set(file, { text, data });
  return data;
}

/**
 * The values a translation writes otherwise than its English file, one line each naming the file
 * and field (`content/fr/posts/x.md.date: ...`): the site uses the English value, and the content
 * report lists them. None for a file that is not a translation.
 */
export function translationValueIssues(path: string, text: string, root = process.cwd()): string[] {
  const translation = englishPathOf(path);
  if (!translation) return [];
  const how = schemaOf(translation.englishFile);
  const englishText = readContentFile(translation.englishFile, root);
  if (!how?.translated || englishText === undefined) return [];
  try {
    const markdown = how.kind === "markdown";
    return mergeTranslation({
      file: path,
      schema: how.schema,
      english: englishData(translation.englishFile, englishText, markdown),
      translation: markdown
        ? frontmatterOf(path, Markdoc.parse(text))
        : parseYaml(path, text, "the file"),
    })
      .issues.filter((issue) => issue.kind === "value")
      .map((issue) => `${path}.${issue.field}: ${issue.problem}`);
  } catch (error) {
    if (error instanceof ContentError) return [];
    throw error;
  }
}

/**
 * Whether the translation `file` (`content/nl/faq.yaml`) is still its English file's text, as the
 * editor starts it (lib/content/untranslated.ts): its page is not published in that language.
 */
export function isStartedNotTranslated(file: string, root = process.cwd()): boolean {
  const translation = englishPathOf(file);
  const how = translation && schemaOf(translation.englishFile);
  if (!translation || !how?.translated) return false;
  return isUntranslatedFile({
    englishFile: translation.englishFile,
    file,
    schema: how.schema,
    root,
  });
}

const HEADING_ANCHOR = /\{%\s*#([a-z0-9-]+)\s*%\}/g;

/**
 * What the content report says of each translation: whether it is in step with its English file
 * (with what changed in English since), what it says that the site does not use as it is, and
 * what the build refuses in it.
 */
export function translationReports(root = process.cwd()): TranslationReport[] {
  return translationFiles(root).map((file): TranslationReport => {
    const { englishFile, locale } = englishPathOf(file)!;
    const language = localeNames[locale];
    const text = readContentFile(file, root) ?? "";
    const englishText = readContentFile(englishFile, root);
    const how = schemaOf(englishFile);
    const none = { state: { state: "current" as const }, issues: [], problems: [] };
    if (englishText === undefined) return { file, englishFile: undefined, language, ...none };
    if (!how?.translated) {
      return {
        file,
        englishFile,
        language,
        ...none,
        problems: [
          `${file}: the site publishes ${englishFile} in English only, so it does not read this file; delete it`,
        ],
      };
    }
    let translation: unknown;
    let english: unknown;
    let issues: TranslationIssue[] = [];
    const problems: string[] = [];
    try {
      if (how.kind === "markdown") {
        translation = frontmatterOf(file, Markdoc.parse(text));
        english = frontmatterOf(englishFile, Markdoc.parse(englishText));
        const anchors = (body: string) =>
          [...body.matchAll(HEADING_ANCHOR)].map((match) => match[1]);
        const lost = anchors(englishText).filter((anchor) => !anchors(text).includes(anchor));
        if (lost.length > 0) {
          issues.push({
            file,
            field: "(body)",
            kind: "value",
            problem: `lacks the heading anchors ${lost.map((anchor) => `#${anchor}`).join(", ")}, which links to the English page point at`,
          });
        }
      } else {
        translation = parseYaml(file, text, "the file");
        english = parseYaml(englishFile, englishText, "the file");
      }
      issues = [
        ...issues,
        ...mergeTranslation({ file, schema: how.schema, english, translation }).issues,
      ];
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.issues);
    }
    problems.push(
      ...contentFileProblems(file, text, root).filter((problem) => !problems.includes(problem)),
    );
    const translatedFrom =
      translation && typeof translation === "object"
        ? (translation as Record<string, unknown>)[TRANSLATED_FROM]
        : undefined;
    return {
      file,
      englishFile,
      language,
      state: translationState({ englishFile, englishText, translatedFrom, root }),
      issues,
      problems,
      untranslated: isStartedNotTranslated(file, root),
      page: pageOfFile(englishFile),
    };
  });
}
