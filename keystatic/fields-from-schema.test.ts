import type { ComponentSchema } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { planComparisonSchema } from "@/content/landing/plan-comparison";
import { planIdsInFile } from "@/content/plans";
import { fieldsFromSchema, labelOf, type JsonSchema } from "@/keystatic/fields-from-schema";

type FormField = { validate: (value: unknown) => unknown };

function fieldsOf(schema: z.ZodType): Record<string, FormField> {
  const json = JSON.parse(JSON.stringify(z.toJSONSchema(schema, { io: "input" }))) as JsonSchema;
  return fieldsFromSchema(json) as Record<string, ComponentSchema & FormField>;
}

function messageOf(field: FormField | undefined, value: string): string {
  try {
    field?.validate(value);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
}

describe("the editor's messages for a text in the wrong form", () => {
  const fields = fieldsOf(
    z.object({
      question: z.string().endsWith("?"),
      day: z.iso.date(),
      contact: z.email(),
      page: z.url(),
    }),
  );

  it("say in words what the text needs, not the rule's name", () => {
    expect(messageOf(fields.question, "When does my trial end")).toBe('Question must end with "?"');
    expect(messageOf(fields.contact, "sales at example")).toMatch(/must be an e-mail address/);
    expect(messageOf(fields.page, "www.example.com")).toMatch(/starting with https:\/\//);
    expect(messageOf(fields.question, "When does my trial end?")).toBe("");
  });

  it("refuse a day the calendar does not have, as the build does", () => {
    for (const day of ["2025-02-30", "2025-04-31", "2025-13-01", "2025-1-1"]) {
      expect(messageOf(fields.day, day), day).toMatch(/a date of the calendar/);
      expect(z.iso.date().safeParse(day).success, day).toBe(false);
    }
    for (const day of ["2025-01-31", "2024-02-29", "2025-12-01"]) {
      expect(messageOf(fields.day, day), day).toBe("");
    }
  });
});

describe("dates and times in the editor", () => {
  type Picker = FormField & {
    parse: (value: unknown) => unknown;
    serialize: (value: unknown) => { value: unknown };
  };
  const fields = fieldsOf(z.object({ day: z.iso.date(), at: z.iso.datetime() })) as Record<
    string,
    Picker
  >;

  it("are picked from a calendar, and written as the files have them", () => {
    expect(fields.day?.parse("2026-11-28")).toBe("2026-11-28");
    expect(fields.day?.serialize("2026-11-28")).toEqual({ value: "2026-11-28" });
    // The date-time picker holds the minute; the file holds UTC with seconds and a Z.
    expect(fields.at?.parse("2026-11-28T09:30:00Z")).toBe("2026-11-28T09:30");
    expect(fields.at?.serialize("2026-11-28T09:30")).toEqual({ value: "2026-11-28T09:30:00Z" });
    expect(z.iso.datetime().safeParse(fields.at?.serialize("2026-11-28T09:30").value).success).toBe(
      true,
    );
  });
});

describe("the plan table in the editor", () => {
  type Schema = { kind: string; element?: Schema; fields?: Record<string, Schema> };
  const fields = fieldsOf(planComparisonSchema) as unknown as Record<string, Schema>;
  const row = fields.groups?.element?.fields?.rows?.element;

  it("has a text field for every plan's value in a row, keyed by the plan's id", () => {
    const values = row?.fields?.values;
    expect(values?.kind).toBe("object");
    expect(Object.keys(values?.fields ?? {})).toEqual(planIdsInFile());
    for (const field of Object.values(values?.fields ?? {})) expect(field.kind).toBe("form");
  });
});

describe("field labels", () => {
  it("turn keys into words, and a developer's word into a marketer's", () => {
    expect(labelOf("monthlyPrice")).toBe("Monthly price");
    expect(labelOf("eyebrow")).toBe("Small heading above the title");
    expect(labelOf("roi")).toBe("Return on investment");
    expect(labelOf("one")).toMatch(/^Singular/);
  });
});
