/**
 * The content fuzz test's pure parts (content/content-fuzz.test.ts, content/content-fuzz.export.test.ts):
 * the hostile strings put into every text field of every content file, where those fields are,
 * and whether a refusal names the field it refused.
 */

/** A place in a content file's data: keys and list indices. */
export type FieldPath = readonly (string | number)[];

/** One text field of a content file, with its value as the file holds it. */
export type TextField = { file: string; path: FieldPath; value: string };

/**
 * What an attacker would write into a text field, each carrying `marker` (a name unique to the
 * field, `xss12x`) so that whatever of it reaches the export is traced back to its field.
 */
export const HOSTILE = [
  { name: "a script element", text: (marker: string) => `<script>${marker}()</script>` },
  { name: "an image with a handler", text: (marker: string) => `<img src=x onerror=${marker}()>` },
  {
    name: "a script's end and a new script",
    text: (marker: string) => `</script><script>${marker}()</script>`,
  },
  { name: "a script URL", text: (marker: string) => `javascript:${marker}()` },
  { name: "a token's opening braces", text: (marker: string) => `{{${marker}` },
  { name: "a CDATA section's end", text: (marker: string) => `]]>${marker}` },
  { name: "a comment's start", text: (marker: string) => `<!--${marker}-->` },
  { name: "a bidi override", text: (marker: string) => `\u202e${marker}` },
] as const;

/** `xss<n>x`: a name no text, class or hash of the site holds, found again in the export. */
export const marker = (index: number) => `xss${index}x`;

/** The field's value with a hostile string: after its own text, or alone (where a URL starts). */
export function hostileValue(original: string, hostile: string, alone = false): string {
  return alone || original === "" ? hostile : `${original} ${hostile}`;
}

/** Every string in `data` with its path, in document order. */
export function textFields(file: string, data: unknown): TextField[] {
  const fields: TextField[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") fields.push({ file, path, value });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]));
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
    }
  };
  visit(data, []);
  return fields;
}

/** A copy of `data` with the value at `path` replaced. */
export function withValue<T>(data: T, path: FieldPath, value: string): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key as string | number] = withValue(copy[key as string | number], rest, value);
  return copy as T;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether one of `issues` names the field at `path` (as the build names fields,
 * `content/plans.yaml.plans[1] "Amplify".name: ...`) or an entry that holds it (a check across
 * an entry's fields), rather than only the file or another field. An entry's label is read past
 * whatever it says: the build labels entries by their values with the tokens resolved.
 */
export function namesField(
  issues: readonly string[],
  file: string,
  path: FieldPath,
  shortest = 1,
): boolean {
  const label = '(?: "[\\s\\S]*?")?';
  for (let length = path.length; length >= shortest; length--) {
    const segments = path
      .slice(0, length)
      .map((segment) =>
        typeof segment === "number" ? `\\[${segment}\\]${label}` : `\\.${escapeRegExp(segment)}`,
      );
    const field = new RegExp(`^${escapeRegExp(file)}${segments.join("")}[: ]`);
    if (issues.some((issue) => field.test(issue))) return true;
  }
  return false;
}
