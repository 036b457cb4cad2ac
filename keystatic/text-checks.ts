import type { ComponentSchema } from "@keystatic/core";
import { firstUnknownToken, unknownToken } from "@/lib/content/tokens";
import { FONT_SUBSET, charactersOutside } from "@/scripts/font-ranges.mjs";

/**
 * A character the site's font does not have, said to whoever types it: what happens and what to
 * do, with the plain letter where there is one ("é" for "ė"). The build names the script that
 * lists the font's characters instead (lib/content/font-coverage.ts), for a developer.
 */
function fontProblem(label: string, text: string): string | undefined {
  const missing = charactersOutside(text, FONT_SUBSET.unicodeRanges);
  if (missing.length === 0) return undefined;
  const list = missing.map((character) => `"${character}"`).join(", ");
  const plain = missing.flatMap((character) => {
    const base = character.normalize("NFD").replace(/\p{M}/gu, "");
    return base !== character && charactersOutside(base, FONT_SUBSET.unicodeRanges).length === 0
      ? [`"${base}" for "${character}"`]
      : [];
  });
  return `${label}: ${list} ${missing.length === 1 ? "is" : "are"} not in the site font, so ${missing.length === 1 ? "it" : "they"} would show in another typeface: write the text without ${missing.length === 1 ? "it" : "them"}${plain.length > 0 ? ` (${plain.join(", ")})` : ""}, or ask a developer to add ${missing.length === 1 ? "it" : "them"} to the font`;
}

/**
 * The build's checks on every text that Keystatic's own fields cannot state: a `{{token}}` the
 * site does not know, a character outside the site's font. Each refuses the save the build would
 * fail, in the build's words for a token and in a marketer's for a character.
 */
export function textProblem(label: string, text: string, tokens: readonly string[]) {
  const token = firstUnknownToken(text, tokens);
  if (token) return unknownToken(label, token, tokens);
  return fontProblem(label, text);
}

type Field = ComponentSchema & { label?: string };

/**
 * `schema` with every text-valued field checked by `textProblem` before a save: Keystatic runs a
 * field's `validate` on each value when Save is pressed, and refuses the save if one throws
 * (keystatic/blocked-save.ts then says which and why).
 */
export function withTextChecks<T extends Record<string, ComponentSchema>>(
  schema: T,
  tokens: readonly string[],
): T {
  const wrap = (field: Field): ComponentSchema => {
    switch (field.kind) {
      case "form": {
        // A text field is a "slug" form (it can name an entry); values that are not text (a
        // number, a date, a choice) pass through unchecked.
        if (field.formKind !== undefined && field.formKind !== "slug") return field;
        const label = field.label ?? "This field";
        const validate = field.validate;
        return {
          ...field,
          validate(value: unknown, args?: unknown) {
            let checked: unknown;
            try {
              checked = (validate as (value: unknown, args?: unknown) => unknown)(value, args);
            } catch (own) {
              // Keystatic's own rule failed (too short, required): say ours too, in one save.
              const problem =
                typeof value === "string" ? textProblem(label, value, tokens) : undefined;
              if (!problem || !(own instanceof Error)) throw own;
              throw new Error(`${own.message}; ${problem.replace(`${label}: `, "")}`);
            }
            const problem =
              typeof checked === "string" ? textProblem(label, checked, tokens) : undefined;
            if (problem) throw new Error(problem);
            return checked;
          },
        } as ComponentSchema;
      }
      case "object":
        return { ...field, fields: mapFields(field.fields) };
      case "array":
        return { ...field, element: wrap(field.element) };
      case "conditional":
        return { ...field, values: mapFields(field.values) };
      default:
        return field;
    }
  };
  const mapFields = (fields: Record<string, ComponentSchema>) =>
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, wrap(field)]));
  return mapFields(schema) as T;
}
