import { fields, type BasicFormField } from "@keystatic/core";

/**
 * A day of the calendar written YYYY-MM-DD: months 01-12 and only the days each month has, so
 * the editor refuses 2025-02-30 as the build's isoDate does (29 February passes in every year).
 */
export const ISO_DATE =
  "\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2\\d))";

/**
 * A date kept as the text 'YYYY-MM-DD' (the build's isoDate). Keystatic's date field writes the
 * same text; a text field also leaves an optional date out of the file when it is empty.
 */
export const dateText = (label: string, isRequired = true) =>
  fields.text({
    label,
    description: "YYYY-MM-DD",
    validation: {
      isRequired,
      pattern: {
        regex: new RegExp(isRequired ? `^${ISO_DATE}$` : `^$|^${ISO_DATE}$`),
        message: `${label}: a date of the calendar written YYYY-MM-DD`,
      },
    },
  });

export const selectOf = (label: string, names: string[], description?: string) =>
  fields.select({
    label,
    description,
    options: names.map((name) => ({ label: name, value: name })),
    defaultValue: names[0] ?? "",
  });

/**
 * An optional flag (`draft`, `popular`): written as `true`, and left out of the file when
 * cleared, as the Markdown files have it (Keystatic's checkbox writes `false`).
 */
export function optionalFlag(label: string, description?: string) {
  const checkbox = fields.checkbox({ label, description });
  return {
    ...checkbox,
    serialize: (value: boolean) => ({ value: value ? true : undefined }),
    reader: { parse: (value: unknown) => (value === true ? true : undefined) },
  };
}

/** Drafts show in `next dev` only, never in the export (lib/content/collection.ts). */
export const draftFlag = optionalFlag(
  "Draft",
  "Shown in the preview (npm run dev) only, never on the published site. Clear it to publish.",
);

/** An optional choice: "None" leaves the key out of the file. */
export function optionalSelect(label: string, names: readonly string[], description?: string) {
  const select = fields.select({
    label,
    description,
    options: [{ label: "None", value: "" }, ...names.map((name) => ({ label: name, value: name }))],
    defaultValue: "",
  });
  return {
    ...select,
    serialize: (value: string) => ({ value: value === "" ? undefined : value }),
    reader: {
      parse: (value: unknown) =>
        value === undefined ? undefined : select.reader.parse(value as string),
    },
  };
}

/**
 * `remote: { regions: [...] }` of a role, typed as one line of names separated by commas; empty
 * leaves `remote` out of the file (an on-site role). Keystatic's object field would always write
 * the object, and an empty `regions` list fails the build.
 */
export function remoteRegions(): BasicFormField<string, string, { regions: string[] } | undefined> {
  const text = fields.text({
    label: "Remote regions",
    description:
      "Countries a remote applicant may live in, separated by commas: names (Belgium, United Kingdom), two-letter codes, or European Union for its 27 members. Leave empty for a role at the office.",
  });
  const list = (value: string) =>
    value
      .split(",")
      .map((region) => region.trim())
      .filter(Boolean);
  const parse = (value: unknown) => {
    if (value === undefined || value === null) return undefined;
    const regions = (value as { regions?: unknown }).regions;
    if (!Array.isArray(regions) || !regions.every((region) => typeof region === "string")) {
      throw new Error("remote.regions must be a list of names");
    }
    return { regions: regions as string[] };
  };
  return {
    kind: "form",
    label: "Remote regions",
    Input: text.Input,
    defaultValue: () => "",
    parse: (value) => parse(value)?.regions.join(", ") ?? "",
    serialize: (value) => {
      const regions = list(value);
      return { value: regions.length > 0 ? { regions } : undefined };
    },
    validate: (value) => value,
    reader: { parse },
  };
}
