import { describe, expect, it } from "vitest";
import { z } from "zod";
import { legalFrontmatterSchema } from "@/content/pages/legal";
import { jsonSchema } from "@/keystatic/blocks-data";
import { dataFiles } from "@/keystatic/content-schemas";
import { fieldsFromSchema, type JsonSchema } from "@/keystatic/fields-from-schema";

// A content rule says what it wants in words, with an example ("write the date as YYYY-MM-DD,
// such as 2026-11-28"), in the build's message and in the editor's: never a regular expression,
// which a marketer cannot read ("Quarter must match ^Q[1-4] 20\d\d$").

/** What only a regular expression has: anchors, classes, escapes, groups, repeats. */
const REGEX_SOURCE = /\^|\$$|\$\)|\\[dswbDSW.]|\[[^\]]*\]|\(\?|\.\*|\)[*+?]|\{\d+(,\d*)?\}/;

type Text = { path: string; schema: JsonSchema };

/** Every text with a form (a pattern or a format) in a JSON Schema, with where it is. */
function textsWithAForm(schema: JsonSchema, path: string): Text[] {
  const here =
    schema.type === "string" && (schema.pattern || schema.format) ? [{ path, schema }] : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(
      ([key, child]) => [`${path}.${key}`, child] as const,
    ),
    ...(schema.items ? [[`${path}[]`, schema.items] as const] : []),
    ...(typeof schema.additionalProperties === "object"
      ? [[`${path}.*`, schema.additionalProperties] as const]
      : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((child) => [path, child] as const),
  ];
  return [...here, ...children.flatMap(([where, child]) => textsWithAForm(child, where))];
}

const schemas: [string, z.ZodType][] = [
  ...dataFiles.map(([, , file, schema]) => [file, schema] as [string, z.ZodType]),
  ["content/legal/*.md", legalFrontmatterSchema],
];
const texts = schemas.flatMap(([file, schema]) => textsWithAForm(jsonSchema(schema), file));

describe("the content rules' messages", () => {
  it("cover the texts that have a form", () => {
    expect(texts.length).toBeGreaterThan(10);
    expect("Quarter must match ^Q[1-4] 20\\d\\d$").toMatch(REGEX_SOURCE);
    expect("Quarter: write it as Q1 2027, or 2027-03").not.toMatch(REGEX_SOURCE);
  });

  it.each(texts.map((text) => [text.path, text.schema] as const))(
    "%s says in words what it wants, with no pattern",
    (_, schema) => {
      const message = schema.errorMessage ?? "";
      expect(message).not.toBe("");
      // zod's own words for a pattern or a date name the pattern or no example.
      expect(message).not.toMatch(/must match pattern|^Invalid ISO/);
      expect(message).not.toMatch(REGEX_SOURCE);
    },
  );

  it("reach the editor, which shows them beside the field", () => {
    const json = jsonSchema(
      z.object({ quarter: z.string().regex(/^Q[1-4] 20\d\d$/, "write it as Q1 2027") }),
    );
    const field = fieldsFromSchema(json).quarter as unknown as {
      validate: (value: unknown) => unknown;
    };
    expect(() => field.validate("Shipped")).toThrow("Quarter: write it as Q1 2027");
  });

  it("never show a pattern in the editor, even for a rule with no words", () => {
    const json = jsonSchema(z.object({ code: z.string().regex(/^[A-Z]{3}$/) }));
    delete json.properties!.code!.errorMessage;
    const field = fieldsFromSchema(json).code as unknown as {
      validate: (value: unknown) => unknown;
    };
    expect(() => field.validate("abc")).toThrow(/^Code is not in the form/);
  });
});
