import { dump } from "js-yaml";
import { parse } from "yaml";
import {
  translationLocales,
  translationPath,
  type TranslationLocale,
} from "@/lib/content/content-locales";
import { TRANSLATED_FROM } from "@/lib/content/translation";

/**
 * The editor's two translation actions (app/(editor)/api/translations, `next dev` only): start a
 * translation as a copy of its English file that says which English version it was made from,
 * and mark a translation as made from the English file's current version. The file written is
 * never one the request names: the request names an English file, which must be one of the
 * files the site translates as they are on disk (content/translation-overview.ts
 * `translatableFiles`), and a language of the site's; the translation's path is worked out from those.
 */

export type TranslationAction = {
  /** `start`: write the translation as a copy of the English; `current`: mark it up to date. */
  kind: "start" | "current";
  englishFile: string;
  locale: TranslationLocale;
  /** The English file's version (git blob id) the marketer saw when asking. */
  version: string;
  /** The translation's path, worked out from the English file and the language. */
  file: string;
};

const BLOB_ID = /^[0-9a-f]{40}$/;

/**
 * The action a form asks for, or why it is refused: `action` is `start` or `current`, `file` one
 * of `known` (the English files, `translatableFiles()`) exactly, `locale` a translation's
 * language, `version` a blob id.
 */
export function parseTranslationAction(
  form: URLSearchParams,
  known: readonly string[],
): TranslationAction | { problem: string } {
  const kind = form.get("action");
  const englishFile = form.get("file") ?? "";
  const locale = form.get("locale") ?? "";
  const version = form.get("version") ?? "";
  if (kind !== "start" && kind !== "current") return { problem: "no such action" };
  if (!known.includes(englishFile)) {
    return {
      problem: `${JSON.stringify(englishFile.slice(0, 120))} is not an English content file the site translates`,
    };
  }
  if (!(translationLocales as readonly string[]).includes(locale)) {
    return { problem: `${JSON.stringify(locale.slice(0, 12))} is not a language of the site` };
  }
  if (!BLOB_ID.test(version)) return { problem: "the English version is not a git blob id" };
  const language = locale as TranslationLocale;
  return {
    kind,
    englishFile,
    locale: language,
    version,
    file: translationPath(englishFile, language),
  };
}

/** The line that records the English version, as the editor writes it (js-yaml's `dump`). */
const versionLine = (version: string) => dump({ [TRANSLATED_FROM]: version });

const FRONTMATTER_START = /^---\r?\n/;

/**
 * A new translation of the English file whose text is `englishText`: the same file with the
 * English version it is made from as its first field (a Markdown file's first frontmatter key),
 * as the editor's form for a translation has it. The marketer then translates the texts.
 */
export function startedTranslation(englishFile: string, englishText: string, version: string) {
  if (!englishFile.endsWith(".md")) return `${versionLine(version)}${englishText}`;
  const start = FRONTMATTER_START.exec(englishText);
  if (!start) throw new Error(`${englishFile} has no frontmatter`);
  return `${start[0]}${versionLine(version)}${englishText.slice(start[0].length)}`;
}

/** A top-level `translatedFrom` key with its value on the same line. */
const RECORDED = new RegExp(`^${TRANSLATED_FROM}:[^\\S\\r\\n]*\\S*[^\\S\\r\\n]*$`, "m");

/** A Markdown file's frontmatter (`head`) between what comes before it and after it. */
function frontmatterParts(file: string, text: string) {
  const opened = FRONTMATTER_START.exec(text);
  const end = opened && /^---[^\S\r\n]*(\r?\n|$)/m.exec(text.slice(opened[0].length));
  if (!opened || !end) throw new Error(`${file} has no frontmatter`);
  const start = opened[0].length;
  return {
    before: opened[0],
    head: text.slice(start, start + end.index),
    after: text.slice(start + end.index),
  };
}

/** The values of a YAML text, `translatedFrom` apart from the others. */
function recordedAndOthers(yaml: string) {
  const values = parse(yaml) as Record<string, unknown> | null;
  const { [TRANSLATED_FROM]: recorded, ...others } = values ?? {};
  return { recorded, others: JSON.stringify(others) };
}

/**
 * The translation `text` (of `file`) saying it is made from the English version `version`: the
 * `translatedFrom` line replaced, or added first where there is none; every other byte as it
 * was. Throws when the result would read differently from the text anywhere else (a
 * `translatedFrom` written over several lines, say): the marketer then sets it in the form.
 */
export function markedCurrent(file: string, text: string, version: string): string {
  const { before, head, after } = file.endsWith(".md")
    ? frontmatterParts(file, text)
    : { before: "", head: text, after: "" };
  const line = versionLine(version);
  const changed = RECORDED.test(head) ? head.replace(RECORDED, line.trimEnd()) : `${line}${head}`;
  const was = recordedAndOthers(head);
  const now = recordedAndOthers(changed);
  if (now.recorded !== version || now.others !== was.others) {
    throw new Error(
      `${file}: its "${TRANSLATED_FROM}" could not be set without changing anything else; set it in the editor's form`,
    );
  }
  return `${before}${changed}${after}`;
}
