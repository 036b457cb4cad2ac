import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, stringify } from "yaml";
import {
  contentFileProblems,
  dataFileProblems,
  translationValueIssues,
} from "@/content/file-check";
import { englishPathOf } from "@/lib/content/content-locales";
import { BLOCK_PAGES_DIRECTORY } from "@/content/block-pages";
import { dataFiles } from "@/keystatic/content-schemas";
import {
  HOSTILE,
  hostileValue,
  namesField,
  textFields,
  withValue,
  type FieldPath,
  type TextField,
} from "@/lib/content/content-fuzz";

/**
 * The content fuzz test's view of the content (content/content-fuzz.test.ts and
 * content/content-fuzz.export.test.ts): every text field of every content file under `root`,
 * found by walking the files' values as the build's schemas read them, and the build's verdict on
 * one field holding a hostile string (its own checks, content/file-check.ts), so that what the
 * build accepts can be put into a copy of the site and looked for in its export.
 */

/** A content file as the fuzz test edits it: its values, and for Markdown its body's text. */
export type ContentFile = {
  file: string;
  kind: "data" | "page" | "markdown";
  data: unknown;
  body?: string;
};

/** The text field of a Markdown file's body: its whole text, as one field. */
export const BODY: FieldPath = ["(body)"];

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

function filesIn(root: string, folder: string, extension: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesIn(root, file, extension);
    return entry.name.endsWith(extension) ? [file] : [];
  });
}

/**
 * The translation the fuzz test covers: every language's copy is read by the same code, so one
 * language's is enough (and keeps the test's time from growing with the languages).
 */
const FUZZ_LOCALE = "fr";

/** Whether a Markdown file is English or the fuzzed language's copy. */
const fuzzed = (file: string) => {
  const translation = englishPathOf(file);
  return !translation || translation.locale === FUZZ_LOCALE;
};

/**
 * Every content file under `root`: the data files, the pages of blocks and the Markdown (the
 * English, and one language's translations of it).
 */
export function contentFiles(root: string): ContentFile[] {
  const read = (file: string) => readFileSync(path.join(root, file), "utf8");
  const data = dataFiles.map(([, , file]) => ({
    file,
    kind: "data" as const,
    data: parse(read(file)) as unknown,
  }));
  const pages = filesIn(root, BLOCK_PAGES_DIRECTORY, ".yaml").map((file) => ({
    file,
    kind: "page" as const,
    data: parse(read(file)) as unknown,
  }));
  const markdown = filesIn(root, "content", ".md")
    .filter(fuzzed)
    .map((file) => {
      const [, frontmatter = "", body = ""] = FRONTMATTER.exec(read(file)) ?? [];
      return { file, kind: "markdown" as const, data: parse(frontmatter) as unknown, body };
    });
  return [...data, ...pages, ...markdown];
}

/** The file's text as it is written to disk. */
export function fileText({ kind, data, body }: ContentFile): string {
  if (kind === "markdown") return `---\n${stringify(data)}---\n${body ?? ""}`;
  return stringify(data);
}

/** Every text field of a file: each string of its values, and a Markdown file's body. */
export function fieldsOf(content: ContentFile): TextField[] {
  const fields = textFields(content.file, content.data);
  return content.kind === "markdown"
    ? [...fields, { file: content.file, path: BODY, value: content.body ?? "" }]
    : fields;
}

/** The file with the field at `path` holding `value` (a Markdown body's text as a paragraph). */
export function withField(content: ContentFile, path: FieldPath, value: string): ContentFile {
  if (path === BODY) return { ...content, body: value };
  return { ...content, data: withValue(content.data, path, value) };
}

/**
 * What the build says of the file as it is now: the lines naming each problem. A check that
 * throws anything else (a crash, which the build would print as a stack) is said as such.
 */
export function problemsOf(content: ContentFile): string[] {
  try {
    if (content.kind === "data") return dataFileProblems(content.file, content.data);
    const text = fileText(content);
    // A translation's value (a post's date) is the English file's whatever it says: the
    // content report names the field, and the page never shows what the copy wrote.
    return [
      ...contentFileProblems(content.file, text),
      ...translationValueIssues(content.file, text),
    ];
  } catch (error) {
    return [`the check crashed: ${error instanceof Error ? error.message : String(error)}`];
  }
}

/** Whether one of `issues` names the field (a body's problems name the file and its line). */
function namesTheField(issues: readonly string[], content: ContentFile, path: FieldPath) {
  if (path === BODY) return issues.some((issue) => issue.startsWith(`${content.file}:`));
  return namesField(issues, content.file, path);
}

/** A field's value with `hostile` in it: a body gets it as a paragraph of its own. */
export function valueWith(path: FieldPath, original: string, hostile: string, alone = false) {
  if (path === BODY) return `${original.trimEnd()}\n\n${hostile}\n`;
  return hostileValue(original, hostile, alone);
}

/** One hostile string in one field, and what the build said. */
export type Verdict = {
  field: TextField;
  hostile: (typeof HOSTILE)[number]["name"];
  alone: boolean;
  issues: string[];
  /** Whether a problem names the field (or the entry holding it): the field's own message. */
  named: boolean;
};

/**
 * The build's verdict on each hostile string in each text field of `content`, one at a time, with
 * the field's `marker`: after the field's text and, for a script URL, alone too (where a link's
 * address starts).
 */
export function verdicts(content: ContentFile, markerOf: (field: TextField) => string): Verdict[] {
  return fieldsOf(content).flatMap((field) =>
    HOSTILE.flatMap((hostile) =>
      (hostile.name === "a script URL" && field.path !== BODY ? [false, true] : [false]).map(
        (alone) => {
          const value = valueWith(field.path, field.value, hostile.text(markerOf(field)), alone);
          const changed = withField(content, field.path, value);
          const issues = problemsOf(changed);
          return {
            field,
            hostile: hostile.name,
            alone,
            issues,
            named: namesTheField(issues, changed, field.path),
          };
        },
      ),
    ),
  );
}
