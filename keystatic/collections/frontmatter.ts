import { fields, type BasicFormField } from "@keystatic/core";

/**
 * A day of the calendar written YYYY-MM-DD: months 01-12 and only the days each month has, so
 * the editor refuses 2025-02-30 as the build's isoDate does (29 February passes in every year).
 */
const ISO_DATE =
  "\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2\\d))";

/**
 * A day picked from a calendar (Keystatic's date field), kept as the text 'YYYY-MM-DD' the files
 * have (the build's isoDate). Keystatic's own date field writes a YAML timestamp instead, which
 * would rewrite the quoted line of every file it saves; an empty optional date is left out.
 */
export function dateText(label: string, isRequired = true, description?: string) {
  const picker = fields.date({ label, description, validation: { isRequired } });
  const day = new RegExp(`^${ISO_DATE}$`);
  // A day typed into the file that the calendar does not have (2025-02-30), refused as the build does.
  const validate = (value: string | null) => {
    if (value !== null && !day.test(value)) {
      throw new Error(`${label}: a date of the calendar written YYYY-MM-DD`);
    }
    return picker.validate(value);
  };
  return {
    ...picker,
    validate,
    serialize: (value: string | null) => ({ value: value ?? undefined }),
    reader: { parse: (value: unknown) => validate(picker.parse(value as string)) ?? undefined },
  };
}

/** 2026-11-28T09:30:00Z, as the files have it, to the picker's 2026-11-28T09:30, and back. */
const fromUtc = (value: string) => value.replace(/(:\d{2}(\.\d+)?)?Z$/, "");
const toUtc = (value: string) => `${value}:00Z`;

/**
 * A date and a time picked in the editor (Keystatic's date-time field), in UTC, kept as the text
 * 2026-11-28T09:30:00Z the build reads (Keystatic's own writes no seconds and no Z, which the
 * build refuses). To the minute: seconds in a file are dropped when the form saves it.
 */
export function dateTimeUtc(label: string, isRequired = true, description?: string) {
  const picker = fields.datetime({
    label: `${label} (UTC)`,
    description,
    validation: { isRequired },
  });
  const parse = (value: unknown) =>
    typeof value === "string" ? fromUtc(value) : picker.parse(value as undefined);
  return {
    ...picker,
    parse,
    serialize: (value: string | null) => ({ value: value === null ? undefined : toUtc(value) }),
    // What the site reads (tests, the reader API): the file's own form.
    reader: {
      parse: (value: unknown) => {
        const picked = picker.validate(parse(value));
        return picked === null ? undefined : toUtc(picked);
      },
    },
  };
}

/** A category or another choice among names: one must be picked, none is written for you. */
export const selectOf = (label: string, names: string[], description?: string) =>
  requiredChoice(label, names, description);

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
 * A choice the marketer must make (an icon, a status): a new item starts on "Choose…", and Save
 * refuses it until one is chosen, so the file never holds the first option in place of a choice
 * (a feature item's icon was written "Activity", the list's first, when nobody chose one).
 */
export function requiredChoice(label: string, names: readonly string[], description?: string) {
  const select = fields.select({
    label,
    description,
    options: [
      { label: "Choose…", value: "" },
      ...names.map((name) => ({ label: name, value: name })),
    ],
    defaultValue: "",
  });
  return {
    ...select,
    validate(value: string) {
      if (value === "") throw new Error(`${label}: choose one`);
      return select.validate(value);
    },
    reader: {
      parse: (value: unknown) => {
        if (typeof value !== "string" || !names.includes(value)) {
          throw new Error(`${label}: "${String(value)}" is not one of ${names.join(", ")}`);
        }
        return value;
      },
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
