import { ContentError, formatIssuePath } from "@/lib/content/errors";

/**
 * Build tokens: values derived from other content that a content file writes as `{{name}}`, e.g.
 * `Plans start at {{price.lowestMonthly}}/month`. They are replaced when the site builds; an
 * unknown name fails the build with the file and field. Single-brace slots such as `{count}` are
 * left alone: islands fill those at run time.
 */
export type TokenTable = Readonly<Record<string, { describe: string; value: () => string }>>;

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every `{{name}}` in `text`, in order. */
export function tokensIn(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), (match) => match[1] ?? "");
}

/** `text` with the tokens `table` knows replaced; others are left as written (for checks, not pages). */
export function replaceKnownTokens(text: string, table: TokenTable): string {
  return text.replace(TOKEN, (whole, name: string) => table[name]?.value() ?? whole);
}

/** How many single-character edits turn `a` into `b` (Levenshtein). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * What the build says about a `{{name}}` it does not know, and the editor the same: the known
 * name closest to it when one is a typo away, and where the list is (fifty names in one message
 * were a wall of text nobody read).
 */
export function unknownToken(where: string, whole: string, known: TokenTable | readonly string[]) {
  const names: readonly string[] = Array.isArray(known) ? known : Object.keys(known);
  const name = whole.replace(/^\{\{\s*|\s*\}\}$/g, "");
  const closest = [...names].sort((a, b) => editDistance(name, a) - editDistance(name, b))[0];
  const near = closest !== undefined && editDistance(name, closest) <= 2;
  return `${where}: unknown token ${whole}${near ? `; did you mean {{${closest}}}?` : ""} (every token is listed in content/tokens.ts)`;
}

/** The first `{{name}}` in `text` that is not one of `known`, or undefined. */
export function firstUnknownToken(text: string, known: readonly string[]): string | undefined {
  return Array.from(text.matchAll(TOKEN)).find((match) => !known.includes(match[1] ?? ""))?.[0];
}

/** Replaces the tokens in every string of `data`; `source` names the file in errors. */
export function resolveTokens<T>(source: string, data: T, table: TokenTable): T {
  const issues: string[] = [];

  function visit(value: unknown, path: PropertyKey[]): unknown {
    if (typeof value === "string") {
      return value.replace(TOKEN, (whole, name: string) => {
        const token = table[name];
        if (token) return token.value();
        issues.push(unknownToken(`${source}${formatIssuePath(data, path)}`, whole, table));
        return whole;
      });
    }
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...path, index]));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, visit(item, [...path, key])]),
      );
    }
    return value;
  }

  const resolved = visit(data, []) as T;
  if (issues.length > 0) throw new ContentError(source, issues);
  return resolved;
}
