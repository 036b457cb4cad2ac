import { fields } from "@keystatic/core";
import type { ComponentSchema } from "@keystatic/core";
import {
  dateText,
  dateTimeUtc,
  optionalFlag,
  optionalSelect,
  requiredChoice,
} from "@/keystatic/collections/frontmatter";

/**
 * The part of JSON Schema that `z.toJSONSchema(schema, { io: "input" })` writes for the content
 * schemas: the build's zod schemas, sent from the server to the editor as plain data.
 */
export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  /** What the build says when the text does not have its form (keystatic/content-schemas.ts). */
  errorMessage?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

/** `monthlyPrice` reads "Monthly price". */
/** Keys whose name is a developer's word, in the words a marketer uses. */
const PLAIN_LABELS: Record<string, string> = {
  eyebrow: "Small heading above the title",
  cta: "Button",
  primary: "Main button",
  secondary: "Second button",
  roi: "Return on investment",
  one: "Singular (1 item)",
  other: "Plural (0 or 2+ items)",
  noun: "Word for the items",
  kind: "Type",
  href: "Link",
  tablistLabel: "Tab list name (read by screen readers)",
  regionLabel: "Region name (read by screen readers)",
  navLabel: "Navigation name (read by screen readers)",
  min: "Lowest value",
  max: "Highest value",
  step: "Step",
};

export function labelOf(key: string): string {
  const plain = PLAIN_LABELS[key];
  if (plain) return plain;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\b(id|url|cta|faq|kpi|seo)\b/g, (word) => word.toUpperCase());
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Keys whose text runs to sentences get a text area. */
const LONG_TEXT =
  /^(description|text|answer|intro|summary|excerpt|body|quote|bio|lead|subtitle|note|message|greeting|reply|disclaimer|story)$/i;

/** Names an array's items by their first field that reads like a name. */
const ITEM_LABEL_KEYS = [
  "name",
  "title",
  "question",
  "label",
  "heading",
  "feature",
  "category",
  "topic",
  "days",
  "id",
  "key",
  "value",
  "message",
];

/**
 * A value written as a token (`{{price.lowestMonthly}}`, docs/content.md) is resolved before zod
 * sees it, so the editor accepts a lone token wherever a pattern applies.
 */
function tokenOr(pattern: string, required: boolean): RegExp {
  return new RegExp(`^\\{\\{[a-zA-Z0-9.]+\\}\\}$|${required ? "" : "^$|"}${pattern}`);
}

/** A text without its `{{tokens}}`, for a length the build counts with their values. */
const withoutTokens = (text: string) => text.replace(/\{\{[^{}]*\}\}/g, "");

/** What a marketer reads when a text does not have the form the build asks for. */
function patternMessage(label: string, schema: JsonSchema, pattern: string): string {
  const affix = (regex: RegExp) => (regex.exec(pattern)?.[1] ?? "").replace(/\\(.)/g, "$1");
  if (schema.errorMessage) return `${label}: ${schema.errorMessage}`;
  switch (schema.format) {
    case "email":
      return `${label} must be an e-mail address, such as name@example.com`;
    case "uri":
      return `${label} must be a web address starting with https://`;
    case "ends_with":
      return `${label} must end with "${affix(/^\.\*(.*)\$$/)}"`;
    case "starts_with":
      return `${label} must start with "${affix(/^\^(.*)\.\*$/)}"`;
    default:
      // Never the pattern itself: a marketer cannot read one.
      return schema.description
        ? `${label} is not in the form described under it`
        : `${label} is not in the form this field takes`;
  }
}

/** Unwraps `X | null` (zod's `.nullable()`), which the editor writes as an empty field. */
function nonNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = schema.anyOf ?? [];
  const rest = variants.filter((variant) => variant.type !== "null");
  if (variants.length > 0 && rest.length === 1 && rest[0]) {
    return { schema: { ...rest[0], description: schema.description }, nullable: true };
  }
  return { schema, nullable: false };
}

function textField(key: string, schema: JsonSchema, required: boolean): ComponentSchema {
  const label = labelOf(key);
  const description = schema.description;
  // Keystatic leaves an empty text field out of the file; zod's z.string() would then miss the
  // key, so a text the build requires is required here even where zod allows "".
  const min = required ? Math.max(1, schema.minLength ?? 0) : 0;
  // An optional text may be empty (left out of the file), or at least zod's length.
  const optionalMin =
    !required && schema.minLength ? `^[\\s\\S]{${schema.minLength},}$` : undefined;
  const pattern =
    schema.format === "email"
      ? "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"
      : schema.format === "uri"
        ? "^https?://"
        : (schema.pattern ?? optionalMin);
  const multiline = LONG_TEXT.test(key) || min >= 60 || (schema.maxLength ?? 0) > 120;
  const max = schema.maxLength ?? Infinity;
  const plain = fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: required,
      // The longest text is checked below, with its {{tokens}} left out: a token's value is
      // shorter or longer than its name, and the save is checked by the build with the value.
      length: { min, max: Infinity },
      ...(pattern && {
        pattern: {
          regex: tokenOr(pattern, required),
          message: patternMessage(label, schema, pattern),
        },
      }),
    },
  });
  const field =
    max === Infinity
      ? plain
      : ({
          ...plain,
          validate(value: unknown, ...rest: unknown[]) {
            const checked = (plain.validate as (value: unknown, ...rest: unknown[]) => unknown)(
              value,
              ...rest,
            );
            if (typeof checked === "string" && withoutTokens(checked).length > max) {
              throw new Error(`${label} must be no longer than ${max} characters`);
            }
            return checked;
          },
        } as typeof plain);
  if (required) return field;
  // Read an absent optional text as absent, as zod sees the file, not as "".
  return {
    ...field,
    reader: {
      ...field.reader,
      parse: (value: unknown) =>
        value === undefined ? undefined : field.reader.parse(value as string),
    },
  } as ComponentSchema;
}

function numberField(key: string, schema: JsonSchema, required: boolean): ComponentSchema {
  const integer = schema.type === "integer";
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum === undefined
      ? undefined
      : schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON));
  const max = schema.maximum ?? schema.exclusiveMaximum;
  const validation = {
    isRequired: required,
    ...(min !== undefined && { min }),
    ...(max !== undefined && max < Number.MAX_SAFE_INTEGER && { max }),
  };
  const options = { label: labelOf(key), description: schema.description, validation };
  return integer ? fields.integer(options) : fields.number(options);
}

/**
 * A choice among the schema's values: starting on its default where the schema has one (shown,
 * so a marketer sees what the item gets), else on "Choose…", which Save refuses.
 */
function selectField(key: string, schema: JsonSchema): ComponentSchema {
  const values = (schema.enum ?? [schema.const]).map(String);
  const defaultValue = typeof schema.default === "string" ? schema.default : values[0]!;
  if (typeof schema.default !== "string" && values.length > 1) {
    return requiredChoice(labelOf(key), values, schema.description) as ComponentSchema;
  }
  return fields.select({
    label: labelOf(key),
    description: schema.description,
    options: values.map((value) => ({ label: value, value })),
    defaultValue,
  });
}

function objectFields(schema: JsonSchema): Record<string, ComponentSchema> | null {
  const required = new Set(schema.required ?? []);
  const out: Record<string, ComponentSchema> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    out[key] = fieldFromSchema(key, property, required.has(key)) ?? fields.ignored();
  }
  return out;
}

/** `z.record(z.enum([...]), value)`: one field per key, as zod requires every key. */
function recordFields(schema: JsonSchema): Record<string, ComponentSchema> | null {
  const keys = schema.propertyNames?.enum;
  const value = schema.additionalProperties;
  if (!keys || typeof value !== "object") return null;
  const out: Record<string, ComponentSchema> = {};
  for (const key of keys.map(String)) {
    const field = fieldFromSchema(key, value, true);
    if (!field) return null;
    out[key] = field;
  }
  return out;
}

/**
 * The Keystatic field for one value of a content schema, with zod's rules that Keystatic can
 * state (required, length, pattern, integer, minimum, options, item counts). Null where Keystatic
 * has no field that writes the same YAML (a union of shapes, a record with free keys): the
 * caller keeps such a value as it is in the file (`fields.ignored`).
 */
function fieldFromSchema(key: string, raw: JsonSchema, required: boolean): ComponentSchema | null {
  const { schema, nullable } = nonNull(raw);
  const isRequired = required && !nullable && schema.default === undefined;
  if (schema.enum && !isRequired && schema.default === undefined) {
    return optionalSelect(labelOf(key), schema.enum.map(String), schema.description);
  }
  if (schema.enum || schema.const !== undefined) return selectField(key, schema);
  switch (schema.type) {
    case "string":
      // Dates and times are picked from a calendar, and written as the build reads them.
      if (schema.format === "date") return dateText(labelOf(key), isRequired, schema.description);
      if (schema.format === "date-time")
        return dateTimeUtc(labelOf(key), isRequired, schema.description);
      return textField(key, schema, isRequired);
    case "integer":
    case "number":
      return numberField(key, schema, isRequired);
    case "boolean":
      // A flag on by default is a checkbox that starts ticked and writes `false` when cleared.
      if (!required && schema.default !== true)
        return optionalFlag(labelOf(key), schema.description);
      return fields.checkbox({
        label: labelOf(key),
        description: schema.description,
        defaultValue: schema.default === true,
      });
    case "array": {
      const item = schema.items && fieldFromSchema(labelOf(key), schema.items, true);
      if (!item || !schema.items) return null;
      const labelKey = ITEM_LABEL_KEYS.find((name) => schema.items?.properties?.[name]);
      // A dated item (an incident) is named with its day, so the list reads as a timeline.
      const dateKey = ["time", "date"].find((name) =>
        schema.items?.properties?.[name]?.format?.startsWith("date"),
      );
      return fields.array(item, {
        label: labelOf(key),
        description: schema.description,
        validation: {
          length: {
            ...(schema.minItems !== undefined && { min: schema.minItems }),
            ...(schema.maxItems !== undefined && { max: schema.maxItems }),
          },
        },
        itemLabel: (props) => {
          if ("value" in props && typeof props.value === "string") return props.value;
          if ("fields" in props && labelKey) {
            const values = props.fields as Record<string, { value?: unknown }>;
            const field = values[labelKey];
            const day = dateKey && values[dateKey]?.value;
            if (typeof field?.value === "string" && field.value) {
              return typeof day === "string" && day
                ? `${day.slice(0, 10)} · ${field.value}`
                : field.value;
            }
          }
          return labelOf(key);
        },
      });
    }
    case "object": {
      if (!required) return null; // An optional object: Keystatic always writes an object.
      const inner = schema.properties ? objectFields(schema) : recordFields(schema);
      if (!inner) return null;
      return fields.object(inner, { label: labelOf(key), description: schema.description });
    }
    default:
      return null;
  }
}

/**
 * The fields of a data file from its zod schema's JSON Schema, in the schema's key order (the
 * order Keystatic writes). A value Keystatic cannot write in the file's shape is kept as it is
 * (`fields.ignored`) and edited in the file.
 */
export function fieldsFromSchema(schema: JsonSchema): Record<string, ComponentSchema> {
  const required = new Set(schema.required ?? []);
  const out: Record<string, ComponentSchema> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    out[key] = fieldFromSchema(key, property, required.has(key)) ?? fields.ignored();
  }
  return out;
}
