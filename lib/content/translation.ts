import { z } from "zod";
import { formatIssuePath } from "@/lib/content/errors";
import { noTexts, tallyText, type TextTally } from "@/lib/content/untranslated";

/**
 * A translation is a copy of its English file with the words translated (docs/content.md,
 * "Translations"). The page's text comes from the translation; every other value (a number, a
 * price, a date, an address, an id, an icon, a colour, a choice among fixed values) comes from
 * the English file, so it has one source. What the copy says otherwise is reported, not used.
 */

/** The key a translation adds: the git blob id of the English file it was made from. */
export const TRANSLATED_FROM = "translatedFrom";

/** Something a translation says that the site does not use as it is, with its field. */
export type TranslationIssue = {
  /** The translation, `content/fr/faq.yaml`. */
  file: string;
  /** The field, `items[2] "free-trial".answer`. */
  field: string;
  /**
   * `value`: a non-text value differs from the English one (the English is used); `missing`: the
   * English has a text the translation lacks (the English text is shown); `extra`: the
   * translation has something the English no longer has (left out).
   */
  kind: "value" | "missing" | "extra";
  problem: string;
};

/** A JSON Schema as zod writes it (`z.toJSONSchema`), only what telling text from values needs. */
type SchemaNode = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: SchemaNode | boolean;
  items?: SchemaNode;
  prefixItems?: SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  $ref?: string;
  $defs?: Record<string, SchemaNode>;
  /** How a translation treats the field, where its form does not say (`translationMeta`). */
  translation?: TranslationRole;
};

/**
 * How a schema says what a translation does with a field, where the field's form does not say it
 * (`z.string().meta(translationMeta.value)`): `value`, one source, the English (a category named
 * by another file); `text`, translated (a word that looks like an id); `own`, a list each language
 * writes in full, of its own length (the chat's keywords: a French visitor types French words).
 */
export type TranslationRole = "value" | "text" | "own";
export const translationMeta = {
  value: { translation: "value" },
  text: { translation: "text" },
  own: { translation: "own" },
} as const satisfies Record<TranslationRole, { translation: TranslationRole }>;

const schemaCache = new WeakMap<z.ZodType, SchemaNode>();

/** The schema as JSON Schema (what a file may hold), made once per schema. */
function jsonSchemaOf(schema: z.ZodType): SchemaNode {
  let json = schemaCache.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as SchemaNode;
    schemaCache.set(schema, json);
  }
  return json;
}

/**
 * Keys whose value names something rather than saying it where the schema has no form for it
 * (an address written as a page's path, an icon's name).
 */
const VALUE_KEYS = new Set(["id", "slug", "href", "url", "src", "icon", "anchor", "discriminant"]);

/** A value no language changes: a web or mail address, a colour, a date, a file. */
const VALUE_SHAPE =
  /^(https?:\/\/\S+|mailto:\S+|#[0-9a-f]{3}([0-9a-f]{3})?|\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?|\S+\.(svg|png|jpe?g|webp|gif|avif|pdf|zip))$/i;

/** The formats zod gives a text checked for a part of it, rather than a value's form. */
const TEXT_FORMATS = new Set(["starts_with", "ends_with", "includes", "lowercase", "uppercase"]);

const typesOf = (node: SchemaNode): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];

/**
 * The branch of a union that describes `value` (a block's settings by its `discriminant`, a
 * nullable field by its type); `$ref`s resolved against the root.
 */
function resolve(node: SchemaNode | undefined, value: unknown, root: SchemaNode): SchemaNode {
  if (!node) return {};
  if (node.$ref) {
    const name = node.$ref.replace(/^#\/\$defs\//, "");
    return resolve(node.$ref === "#" ? root : root.$defs?.[name], value, root);
  }
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    const fits = branches
      .map((branch) => resolve(branch, value, root))
      .filter((branch) => fitsValue(branch, value));
    return fits[0] ?? {};
  }
  if (node.allOf) {
    const { allOf, ...rest } = node;
    return allOf.reduce<SchemaNode>(
      (merged, part) => ({ ...resolve(part, value, root), ...merged }),
      rest,
    );
  }
  return node;
}

/** Whether a schema branch could describe `value`: its type, and its constant keys' values. */
function fitsValue(node: SchemaNode, value: unknown): boolean {
  if (node.const !== undefined) return node.const === value;
  if (node.enum) return node.enum.includes(value);
  const types = typesOf(node);
  const type =
    value === null
      ? "null"
      : Array.isArray(value)
        ? "array"
        : typeof value === "number"
          ? "number"
          : typeof value;
  if (
    types.length > 0 &&
    !types.includes(type) &&
    !(type === "number" && types.includes("integer"))
  )
    return false;
  if (type === "object" && node.properties) {
    return Object.entries(node.properties).every(([key, property]) => {
      const constant =
        property.const ?? (property.enum?.length === 1 ? property.enum[0] : undefined);
      return constant === undefined || (value as Record<string, unknown>)[key] === constant;
    });
  }
  return true;
}

/**
 * Whether a string is a value rather than text: the schema allows only some values (a choice,
 * a constant), a format (a date, an e-mail address) or a pattern a text with spaces does not
 * have (an id, a path); or its key names a value (`href`, `icon`); or it has a value's shape.
 */
export function isValueString(node: SchemaNode, key: PropertyKey | undefined, value: string) {
  if (node.translation) return node.translation === "value";
  if (node.enum || node.const !== undefined) return true;
  // A text may be asked to end with "?" or hold "{to}" (zod's ends_with, includes formats).
  if (node.format && !TEXT_FORMATS.has(node.format)) return true;
  if (node.pattern && !node.format && !/\s/.test(value)) return true;
  if (typeof key === "string" && VALUE_KEYS.has(key)) return true;
  return VALUE_SHAPE.test(value);
}

/** An item's identity in a list, when it has one: its id, slug or key. */
function identity(item: unknown): string | undefined {
  if (!item || typeof item !== "object") return undefined;
  for (const key of ["id", "slug", "key", "discriminant"]) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === "string" && value) return `${key}:${value}`;
  }
  return undefined;
}

const quote = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}..."` : text;
};

/**
 * The English data with the translation's texts in it, and what the translation says that is not
 * used: a non-text value that differs (the English one is kept), a text it lacks (the English is
 * kept: the translation is behind) or something the English no longer has. Lists pair items by
 * their id where they have one, else by position. `translatedFrom` is left out.
 */
export function mergeTranslation({
  file,
  schema,
  english,
  translation,
}: {
  /** The translation's file, for the issues: `content/fr/faq.yaml`. */
  file: string;
  /** The English file's schema: what is text and what is a value. */
  schema: z.ZodType;
  english: unknown;
  translation: unknown;
}): { data: unknown; issues: TranslationIssue[]; texts: TextTally } {
  const root = jsonSchemaOf(schema);
  const issues: TranslationIssue[] = [];
  const texts = noTexts();
  const field = (path: PropertyKey[]) => formatIssuePath(english, path).replace(/^\./, "");
  const report = (kind: TranslationIssue["kind"], path: PropertyKey[], problem: string) =>
    issues.push({ file, field: field(path) || "(the file)", kind, problem });

  function visit(
    en: unknown,
    tr: unknown,
    node: SchemaNode | undefined,
    path: PropertyKey[],
  ): unknown {
    const here = resolve(node, en, root);
    const key = path.at(-1);
    if (tr === undefined && en !== undefined) {
      if (hasText(en, here, key)) {
        report("missing", path, "not translated: the English is shown");
        if (typeof en === "string") tallyText(texts, en, undefined);
      }
      return en;
    }
    if (typeof en === "string") {
      if (isValueString(here, key, en)) {
        if (tr !== en) {
          report(
            "value",
            path,
            `is ${quote(tr)} here; the site uses the English value ${quote(en)}`,
          );
        }
        return en;
      }
      if (typeof tr !== "string") {
        report("value", path, `is ${quote(tr)} here, not a text; the English text is shown`);
        tallyText(texts, en, undefined);
        return en;
      }
      tallyText(texts, en, tr);
      return tr;
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(tr)) {
        report("value", path, "is not a list here; the English list is shown");
        return en;
      }
      if (here.translation === "own") return tr;
      return visitList(en, tr, here, path);
    }
    if (en && typeof en === "object") {
      if (!tr || typeof tr !== "object" || Array.isArray(tr)) {
        report("value", path, "is not a group of fields here; the English is shown");
        return en;
      }
      const translated = tr as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(en)) {
        out[name] = visit(
          value,
          translated[name],
          here.properties?.[name] ??
            (typeof here.additionalProperties === "object" ? here.additionalProperties : undefined),
          [...path, name],
        );
      }
      for (const name of Object.keys(translated)) {
        if (name in en || (path.length === 0 && name === TRANSLATED_FROM)) continue;
        report("extra", [...path, name], "is not in the English file: left out");
      }
      return out;
    }
    // A number, a boolean, null: the English value.
    if (tr !== en && !(tr === undefined && en === undefined)) {
      report("value", path, `is ${quote(tr)} here; the site uses the English value ${quote(en)}`);
    }
    return en;
  }

  function visitList(en: unknown[], tr: unknown[], node: SchemaNode, path: PropertyKey[]) {
    const items = node.items ?? {};
    const byIdentity =
      en.every((item) => identity(item) !== undefined) && tr.every((item) => identity(item));
    if (byIdentity) {
      const translated = new Map(tr.map((item) => [identity(item), item]));
      const out = en.map((item, index) => {
        const match = translated.get(identity(item));
        translated.delete(identity(item));
        if (match === undefined) {
          report("missing", [...path, index], "is not in the translation: the English is shown");
          return item;
        }
        return visit(item, match, items, [...path, index]);
      });
      for (const item of translated.values()) {
        issues.push({
          file,
          field: `${field(path)} ${quote(identity(item)?.replace(/^\w+:/, ""))}`,
          kind: "extra",
          problem: "is not in the English file: left out",
        });
      }
      return out;
    }
    if (tr.length > en.length) {
      report(
        "extra",
        path,
        `has ${tr.length} items here and ${en.length} in English: the last ${tr.length - en.length} left out`,
      );
    }
    return en.map((item, index) =>
      index < tr.length
        ? visit(item, tr[index], node.prefixItems?.[index] ?? items, [...path, index])
        : (report("missing", [...path, index], "is not in the translation: the English is shown"),
          item),
    );
  }

  function hasText(value: unknown, node: SchemaNode, key: PropertyKey | undefined): boolean {
    if (typeof value === "string") return !isValueString(node, key, value);
    if (Array.isArray(value)) return value.length > 0;
    if (value && typeof value === "object") return Object.keys(value).length > 0;
    return false;
  }

  const data = visit(english, translation, root, []);
  const recorded =
    translation && typeof translation === "object"
      ? (translation as Record<string, unknown>)[TRANSLATED_FROM]
      : undefined;
  if (
    recorded !== undefined &&
    !(typeof recorded === "string" && /^[0-9a-f]{40}$/.test(recorded))
  ) {
    report(
      "value",
      [TRANSLATED_FROM],
      `is ${quote(recorded)}, not a version of the English file (40 hexadecimal digits, as git hash-object prints)`,
    );
  }
  return { data, issues, texts };
}
