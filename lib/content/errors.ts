/**
 * How content errors are named: the file, then the path to the value in words a writer finds,
 * `plans[1] "Amplify".monthlyPrice`. Shared by content/define-content.ts and the Markdown readers in
 * lib/content/, which import it from here rather than from each other.
 */

type PathSegment = PropertyKey;

/**
 * Names an entry by its most human label, so an error reads `plans[1] "Amplify".monthlyPrice`
 * (a page's block by its kind: `blocks[3] "faq".value.questions[0]`).
 */
function entryLabel(value: unknown): string {
  if (value && typeof value === "object") {
    for (const key of ["name", "title", "question", "id", "key", "label", "discriminant"]) {
      const label = (value as Record<string, unknown>)[key];
      if (typeof label === "string" && label) return ` "${label}"`;
    }
  }
  return "";
}

/** A zod issue's path through the data, with each entry's label. */
export function formatIssuePath(data: unknown, path: readonly PathSegment[]): string {
  let out = "";
  let cursor: unknown = data;
  for (const segment of path) {
    if (typeof segment === "number") {
      out += `[${segment}]`;
      cursor = Array.isArray(cursor) ? cursor[segment] : undefined;
      out += entryLabel(cursor);
    } else {
      out += `.${String(segment)}`;
      cursor =
        cursor && typeof cursor === "object"
          ? (cursor as Record<string, unknown>)[String(segment)]
          : undefined;
    }
  }
  return out;
}

export class ContentError extends Error {
  /** Each problem, naming the file and field: `content/plans.yaml.plans[1] "Amplify".name: ...`. */
  readonly issues: readonly string[];

  constructor(source: string, issues: string[]) {
    super(`Invalid content in ${source}:\n${issues.map((issue) => `  - ${issue}`).join("\n")}`);
    this.name = "ContentError";
    this.issues = issues;
  }
}
