import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { blockedSaveProblems } from "@/keystatic/blocked-save";
import { textProblem, withTextChecks } from "@/keystatic/text-checks";

const tokens = ["brand", "trial.days"];
const schema = withTextChecks(
  {
    heading: fields.text({ label: "Heading" }),
    items: fields.array(
      fields.object({
        question: fields.text({ label: "Question" }),
        answer: fields.text({ label: "Answer", validation: { length: { min: 40 } } }),
      }),
      { label: "Items" },
    ),
  },
  tokens,
);

type Node = {
  kind: string;
  validate?: (value: unknown) => unknown;
  fields?: Record<string, Node>;
  element?: Node;
};

/** What Keystatic logs when Save finds a problem: each failing field's path and message. */
function refusedSave(value: Record<string, unknown>): Error {
  const problems: string[] = [];
  const visit = (field: Node, data: unknown, path: string[]) => {
    if (field.validate) {
      try {
        field.validate(data);
      } catch (error) {
        // Keystatic's own FieldDataError is logged by its message, anything else as unexpected.
        const own = error instanceof Error && error.constructor.name === "FieldDataError";
        problems.push(`${path.join(".")}: ${own ? error.message : `Unexpected error: ${error}`}`);
      }
    } else if (field.fields) {
      const record = data as Record<string, unknown>;
      for (const [key, child] of Object.entries(field.fields))
        visit(child, record[key], [...path, key]);
    } else if (field.element) {
      (data as unknown[]).forEach((item, index) =>
        visit(field.element!, item, [...path, String(index)]),
      );
    }
  };
  for (const [key, field] of Object.entries(schema))
    visit(field as unknown as Node, value[key], [key]);
  return new Error(`Field validation failed:\n${problems.join("\n")}`);
}

describe("the editor's checks on every text", () => {
  it("refuses a token the build does not know, in the build's words", () => {
    expect(textProblem("Answer", "Start your {{trial.days}}-day trial", tokens)).toBeUndefined();
    expect(textProblem("Answer", "Try {{brandd}} today", tokens)).toBe(
      "Answer: unknown token {{brandd}}; did you mean {{brand}}? (every token is listed in content/tokens.ts)",
    );
  });

  it("refuses a character the site's font does not draw, naming it", () => {
    expect(textProblem("Question", "Who is Łukasz?", tokens)).toMatch(
      /^Question: "Ł" is not in the site font/,
    );
    expect(textProblem("Question", "Plain text — with a dash", tokens)).toBeUndefined();
  });

  it("says what to do about such a character, not which script lists the font's", () => {
    expect(textProblem("Name", "Łukasz", tokens)).toBe(
      'Name: "Ł" is not in the site font, so it would show in another typeface: write the text without it, or ask a developer to add it to the font',
    );
    expect(textProblem("Name", "Kęstutis Ūsas", tokens)).toBe(
      'Name: "ę", "Ū" are not in the site font, so they would show in another typeface: write the text without them ("e" for "ę", "U" for "Ū"), or ask a developer to add them to the font',
    );
  });
});

describe("a refused save, in words", () => {
  it("names the field and the list item that holds each problem", () => {
    const logged = refusedSave({
      heading: "Questions about {{brand}}",
      items: [
        { question: "Is it free?", answer: "Yes, for fourteen days, with every tool included." },
        { question: "Who is Łukasz?", answer: "Too short." },
      ],
    });
    const problems = blockedSaveProblems(logged, schema);
    expect(problems).toEqual([
      {
        where: "Items, item 2, Question",
        item: { list: "Items", index: 1 },
        // Named once: the notice says "Items, item 2, Question: ...", not "Question: Question: ...".
        message: expect.stringMatching(/^"Ł" is not in the site font/),
      },
      {
        where: "Items, item 2, Answer",
        item: { list: "Items", index: 1 },
        message: expect.stringContaining("Answer"),
      },
    ]);
  });

  it("says a token problem with the field's own rule when both fail, in one save", () => {
    const logged = refusedSave({
      heading: "Questions",
      items: [{ question: "Is it free?", answer: "Ask {{brandd}}." }],
    });
    expect(blockedSaveProblems(logged, schema)).toEqual([
      {
        where: "Items, item 1, Answer",
        item: { list: "Items", index: 0 },
        message: expect.stringMatching(
          /^Answer must be at least 40 characters long; unknown token \{\{brandd\}\}; did you mean \{\{brand\}\}\?/,
        ),
      },
    ]);
  });

  it("leaves every other console message alone", () => {
    expect(blockedSaveProblems(new Error("Failed to fetch"), schema)).toBeNull();
    expect(blockedSaveProblems("Download the React DevTools", schema)).toBeNull();
  });
});
