import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { BLOCK_PAGES_DIRECTORY } from "@/content/block-pages";
import { HOME_SLUG } from "@/content/routes";
import { tokensIn } from "@/content/tokens";
import { replaceKnownTokens } from "@/lib/content/tokens";
import { isCheckedContentFile, translationReports } from "@/content/file-check";
import { SLUG } from "@/lib/content/collection";
import { dataFiles } from "@/keystatic/content-schemas";
import { editorEntryHref } from "@/keystatic/editor-entry";
import type { HealthItem } from "@/lib/content-health/content-health";
import { TRANSLATED_FROM } from "@/lib/content/translation";
import {
  englishPathOf,
  localeNames,
  translationLocales,
  translationPath,
  type TranslationLocale,
} from "@/lib/content/content-locales";
import { readContentFile } from "@/lib/content/translation-files";
import { gitBlobId } from "@/lib/content/translation-status";

/**
 * Where each English file the site translates stands in each language, for the translations
 * page (app/(editor)/translations): translated and in step, started but still the English text
 * (so its page is not published in that language: lib/content/untranslated.ts), out of date (with what changed in English, from the content report), not saying which English
 * version it was made from, or missing. Reads the files afresh on each call, as the pages do.
 */

/** The Markdown collections whose entries are translated, one file per page. */
const MARKDOWN_FOLDERS = ["content/posts", "content/help", "content/legal"];

/** The names of the regular files (no links, no folders) in `folder` ending with `extension`. */
function filesIn(root: string, folder: string, extension: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .filter((entry) => SLUG.test(entry.name.slice(0, -extension.length)))
    .map((entry) => `${folder}/${entry.name}`)
    .sort();
}

/** Whether `file` is a regular file on disk, not a link. */
function isPlainFile(root: string, file: string): boolean {
  try {
    return lstatSync(path.join(root, file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Every English content file the site publishes translations of, as it is on disk: the data
 * files, the pages of blocks, the posts, help articles and legal documents (not the roles, nor
 * the pages that stay English). The only files the translation actions work on.
 */
export function translatableFiles(root = process.cwd()): string[] {
  const candidates = [
    ...dataFiles.map(([, , file]) => file),
    ...filesIn(root, BLOCK_PAGES_DIRECTORY, ".yaml"),
    ...MARKDOWN_FOLDERS.flatMap((folder) => filesIn(root, folder, ".md")),
  ];
  return candidates.filter(
    (file) =>
      translationLocales.every((locale) => isCheckedContentFile(translationPath(file, locale))) &&
      isPlainFile(root, file),
  );
}

export type TranslationCellState = "current" | "copy" | "stale" | "unrecorded" | "missing";

export type TranslationCell = {
  locale: TranslationLocale;
  language: string;
  /** The translation's file, `content/nl/faq.yaml` (there or not). */
  file: string;
  state: TranslationCellState;
  /** What changed in English since the translation's version; undefined when git cannot say. */
  changes?: string[];
  /** The build's objections to the translation (the content report lists them). */
  problems: number;
  /** The translation's form in the editor, where there is a file. */
  editorHref?: string;
  /** The page the English file publishes (`/about`), which a `copy` leaves unpublished. */
  page?: string;
};

export type TranslationRow = {
  englishFile: string;
  /** The editor's name for it (`FAQ`), or the file's name. */
  label: string;
  /** The English file's version now (its git blob id), which the actions are asked with. */
  version: string;
  editorHref?: string;
  cells: TranslationCell[];
};

export type TranslationGroup = { title: string; rows: TranslationRow[] };

const GROUPS: [title: string, test: (file: string) => boolean][] = [
  ["Site-wide texts and pages", (file) => dataFiles.some(([, , path]) => path === file)],
  ["Pages of blocks", (file) => file.startsWith("content/block-pages/")],
  ["Posts", (file) => file.startsWith("content/posts/")],
  ["Help articles", (file) => file.startsWith("content/help/")],
  ["Legal documents", (file) => file.startsWith("content/legal/")],
];

/**
 * What the editor calls a file: a data file's label (`FAQ`), a post's or article's title, a page
 * of blocks' address (`/webinar`; the landing page `/`).
 */
function labelOf(file: string, text: string): string {
  const data = dataFiles.find(([, , path]) => path === file)?.[1];
  if (data) return data;
  const slug = file.slice(file.lastIndexOf("/") + 1).replace(/\.(md|yaml)$/, "");
  if (file.startsWith(`${BLOCK_PAGES_DIRECTORY}/`)) return slug === HOME_SLUG ? "/" : `/${slug}`;
  const title = /^title:[^\S\n]*(.+)$/m.exec(text.split(/^---\s*$/m)[1] ?? "")?.[1];
  let parsed: unknown;
  try {
    parsed = title && parse(`title: ${title}`);
  } catch {
    parsed = undefined;
  }
  const value = (parsed as { title?: unknown } | undefined)?.title;
  // As the page shows the title: "How the 14-day free trial works".
  return typeof value === "string" && value.trim()
    ? replaceKnownTokens(value, tokensIn("en"))
    : slug;
}

/** Every translatable English file, grouped as the editor's sidebar groups them, with its languages. */
export function translationOverview(root = process.cwd()): TranslationGroup[] {
  const reports = new Map(translationReports(root).map((report) => [report.file, report]));
  const rows = translatableFiles(root).map((englishFile): TranslationRow => {
    const englishText = readContentFile(englishFile, root) ?? "";
    const cells = translationLocales.map((locale): TranslationCell => {
      const file = translationPath(englishFile, locale);
      const report = reports.get(file);
      const cell = { locale, language: localeNames[locale], file, problems: 0 };
      if (!report) return { ...cell, state: "missing" };
      const base = { ...cell, problems: report.problems.length, editorHref: editorEntryHref(file) };
      const { state } = report;
      // Still the English text: what matters first is that its page is not published.
      if (report.untranslated) return { ...base, state: "copy", page: report.page };
      if (state.state === "stale") return { ...base, state: "stale", changes: state.changes };
      if (state.state === "unrecorded") return { ...base, state: "unrecorded" };
      return { ...base, state: "current" };
    });
    return {
      englishFile,
      label: labelOf(englishFile, englishText),
      version: gitBlobId(englishText),
      editorHref: editorEntryHref(englishFile),
      cells,
    };
  });
  return GROUPS.map(([title, test]) => ({
    title,
    rows: rows.filter((row) => test(row.englishFile)),
  })).filter((group) => group.rows.length > 0);
}

/** What the content health page needs to offer "Mark as up to date" on an item. */
export type MarkCurrent = { englishFile: string; locale: TranslationLocale; version: string };

/**
 * Each health item with what its "Mark as up to date" button posts, for the items that say a
 * translation is out of date or does not note its English version.
 */
export function withMarkCurrent<Item extends HealthItem>(
  items: readonly Item[],
  root = process.cwd(),
): (Item & { markCurrent?: MarkCurrent })[] {
  return items.map((item) => {
    const translation = englishPathOf(item.file);
    if (item.topic !== "translation" || item.field !== TRANSLATED_FROM || !translation) return item;
    const english = readContentFile(translation.englishFile, root);
    if (english === undefined) return item;
    return {
      ...item,
      markCurrent: {
        englishFile: translation.englishFile,
        locale: translation.locale,
        version: gitBlobId(english),
      },
    };
  });
}
