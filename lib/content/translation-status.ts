import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { parse } from "yaml";
import { formatIssuePath } from "@/lib/content/errors";

/**
 * Whether a translation is in step with its English file. A translation records the git blob id
 * of the English file it was made from (`translatedFrom`, what `git hash-object <file>` prints);
 * when the English file changes its id changes, and what changed is the English file's diff
 * since that version, read from git. Without git, or when this copy of the repository does not
 * hold that version (a shallow clone), the translation is still said to be out of date, only
 * without the diff.
 */

/** The git blob id of a file's bytes: what `git hash-object` prints for it. */
export function gitBlobId(bytes: string | Uint8Array): string {
  const data = typeof bytes === "string" ? Buffer.from(bytes, "utf8") : Buffer.from(bytes);
  return createHash("sha1").update(`blob ${data.length}\0`).update(data).digest("hex");
}

/** A blob id as `translatedFrom` must write it: 40 hexadecimal digits. */
const BLOB_ID = /^[0-9a-f]{40}$/;

/** The text of a blob from the repository at `root`, or undefined when git or the blob is not there. */
function readBlob(id: string, root = process.cwd()): string | undefined {
  if (!BLOB_ID.test(id)) return undefined;
  try {
    return execFileSync("git", ["cat-file", "blob", id], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A file's values (YAML, or a Markdown file's frontmatter) and a Markdown file's body. */
function readParts(file: string, text: string): { data: unknown; body?: string } {
  try {
    if (!file.endsWith(".md")) return { data: parse(text) as unknown };
    const [, frontmatter = "", body = ""] = FRONTMATTER.exec(text) ?? [];
    return { data: parse(frontmatter) as unknown, body };
  } catch {
    return { data: undefined, body: text };
  }
}

const shorten = (text: string, max = 240) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * What changed in a text, with a few words around it: `…you keep [-everything-] {+what+} you
 * build…`. Texts are long (an answer, a paragraph), and the change is often a word.
 */
function textChange(before: string, after: string, context = 6): string {
  const a = before.split(/(\s+)/);
  const b = after.split(/(\s+)/);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) {
    end++;
  }
  const words = context * 2; // a word and the space after it
  const from = Math.max(0, start - words);
  const lead = `${from > 0 ? "…" : ""}${a.slice(from, start).join("")}`;
  const tailEnd = Math.min(a.length, a.length - end + words);
  const tail = `${a.slice(a.length - end, tailEnd).join("")}${tailEnd < a.length ? "…" : ""}`;
  const removed = a
    .slice(start, a.length - end)
    .join("")
    .trim();
  const added = b
    .slice(start, b.length - end)
    .join("")
    .trim();
  return [lead, removed && `[-${shorten(removed)}-]`, added && `{+${shorten(added)}+}`, tail]
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Each field whose value differs between two versions of a file's values, as `path: before → after`. */
function fieldChanges(before: unknown, after: unknown): string[] {
  const changes: string[] = [];
  const say = (value: unknown) =>
    value === undefined
      ? "(none)"
      : shorten(typeof value === "string" ? `"${value}"` : JSON.stringify(value));
  function visit(a: unknown, b: unknown, path: PropertyKey[]) {
    if (a === b) return;
    const name = () => formatIssuePath(after ?? before, path).replace(/^\./, "") || "(the file)";
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length); index++) {
        visit(a[index], b[index], [...path, index]);
      }
      return;
    }
    if (
      a &&
      b &&
      typeof a === "object" &&
      typeof b === "object" &&
      !Array.isArray(a) &&
      !Array.isArray(b)
    ) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        visit((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [
          ...path,
          key,
        ]);
      }
      return;
    }
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    if (a === undefined) changes.push(`${name()}: added ${say(b)}`);
    else if (b === undefined) changes.push(`${name()}: removed (was ${say(a)})`);
    else if (typeof a === "string" && typeof b === "string") {
      changes.push(`${name()}: ${textChange(a, b)}`);
    } else changes.push(`${name()}: ${say(a)} → ${say(b)}`);
  }
  visit(before, after, []);
  return changes;
}

/**
 * The lines removed (`- `) and added (`+ `) between two texts, in order, from their longest common
 * subsequence; unchanged lines are left out. Long-form bodies are a few hundred lines, well within
 * the quadratic table.
 */
function lineChanges(before: string, after: string): string[] {
  const a = before.split(/\r?\n/);
  const b = after.split(/\r?\n/);
  if (a.length * b.length > 4_000_000) return ["(the body changed; too long to compare here)"];
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      if (b[j]!.trim()) out.push(`+ ${shorten(b[j]!)}`);
      j++;
    } else {
      if (a[i]!.trim()) out.push(`- ${shorten(a[i]!)}`);
      i++;
    }
  }
  return out;
}

/** At most this many lines of what changed per translation: the rest is in git. */
const MAX_CHANGES = 30;

/**
 * What changed in the English file since the version `before` (its text): the fields whose values
 * differ, and for Markdown the body's lines removed and added.
 */
function englishChanges(file: string, before: string, after: string): string[] {
  const old = readParts(file, before);
  const now = readParts(file, after);
  const changes = [
    ...fieldChanges(old.data, now.data),
    ...(old.body !== undefined || now.body !== undefined
      ? lineChanges(old.body ?? "", now.body ?? "").map((line) => `body ${line}`)
      : []),
  ];
  return changes.length > MAX_CHANGES
    ? [...changes.slice(0, MAX_CHANGES), `… and ${changes.length - MAX_CHANGES} more changes`]
    : changes;
}

/** Where a translation stands against its English file. */
export type TranslationState =
  | { state: "current" }
  | { state: "unrecorded" }
  | { state: "stale"; since: string; now: string; changes: string[] | undefined };

/**
 * Whether the translation recorded as made from the blob `translatedFrom` is in step with the
 * English file's `englishText` now; if not, what changed since (undefined when git cannot say).
 */
export function translationState({
  englishFile,
  englishText,
  translatedFrom,
  root,
}: {
  englishFile: string;
  englishText: string;
  translatedFrom: unknown;
  root?: string;
}): TranslationState {
  if (typeof translatedFrom !== "string" || !BLOB_ID.test(translatedFrom)) {
    return { state: "unrecorded" };
  }
  const now = gitBlobId(englishText);
  if (translatedFrom === now) return { state: "current" };
  const before = readBlob(translatedFrom, root);
  return {
    state: "stale",
    since: translatedFrom,
    now,
    changes: before === undefined ? undefined : englishChanges(englishFile, before, englishText),
  };
}
