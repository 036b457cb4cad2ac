import { beforeAll, describe, expect, it } from "vitest";
import { contentFiles, fieldsOf, verdicts, type Verdict } from "@/content/content-fuzz";
import { HOSTILE, marker } from "@/lib/content/content-fuzz";

// Every text field of every content file, each with each hostile string (a script, an image with
// a handler, a script's end, a script URL, a token's braces, a CDATA end, a comment, a bidi
// override), checked by the build's own rules one at a time: the build refuses the value with the
// field's message, or accepts it, and content/content-fuzz.export.test.ts then builds a copy of the
// site with what it accepts and finds it in the export as text only.

describe("hostile text in every field of every content file", () => {
  const files = contentFiles(process.cwd());
  let all: Verdict[] = [];

  beforeAll(() => {
    all = files.flatMap((content) => verdicts(content, () => marker(1)));
    // Every text field of the English and of the French copy, each with every hostile string:
    // about a minute on a quiet machine, several on a busy one.
  }, 360_000);

  it("covers every file and every text field with every hostile string", () => {
    expect(files.length).toBeGreaterThan(40);
    const fields = files.flatMap(fieldsOf);
    const key = ({ file, path }: { file: string; path: readonly unknown[] }) =>
      `${file} ${path.join(".")}`;
    const checked = new Map<string, Set<string>>();
    for (const { field, hostile } of all) {
      checked.set(key(field), (checked.get(key(field)) ?? new Set()).add(hostile));
    }
    expect(checked.size).toBe(new Set(fields.map(key)).size);
    for (const names of checked.values()) expect(names.size).toBe(HOSTILE.length);
  });

  it("refuses a value only with a message naming its field", () => {
    const unnamed = all
      .filter((verdict) => verdict.issues.length > 0 && !verdict.named)
      .map(
        ({ field, hostile, alone, issues }) =>
          `${field.file} ${field.path.join(".")} (${hostile}${alone ? ", alone" : ""}): ${issues.join(" | ")}`,
      );
    expect(unnamed).toEqual([]);
  });

  it("refuses a bidi override in every field (the site's font has none)", () => {
    const bidi = all.filter(({ hostile }) => hostile === "a bidi override");
    expect(bidi.filter(({ issues }) => issues.length === 0).map(({ field }) => field)).toEqual([]);
  });
});
