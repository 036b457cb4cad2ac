import type { ComponentSchema } from "@keystatic/core";

/**
 * Why Keystatic refused a save, in words and with the list item that holds each problem.
 *
 * Keystatic 0.6.9 checks a form when Save is pressed and, if a field fails, shows its message
 * only inside that field - for a list item, inside a panel that is closed - and otherwise only
 * logs `Field validation failed:` with each field's path to the console. The editor page reads
 * that log (keystatic/blocked-save-notice.tsx) and says it beside the Save button.
 */
const HEADER = "Field validation failed:\n";

export type BlockedSaveProblem = {
  /** Where, in the form's own labels: "Items, item 3". */
  where: string;
  message: string;
  /**
   * The outermost list holding the problem, by its label and the labels of the groups around it
   * (`within`: ["Incidents"] for the incidents' "Items", as a form may have several "Items"),
   * and the item's index in it.
   */
  item?: { list: string; index: number; within?: string[] };
  /** The file names of the images in a body that hold the problem (keystatic/collections/body.ts). */
  images?: string[];
  /** A change that fixes it, offered as a button: a field (by its label) set to a value. */
  fix?: { label: string; field: string; value: () => string };
};

/** The images a body's problem names: `the image "chart.svg"`, `the image file "IMG 1.png"`. */
function imagesNamedIn(message: string): string[] {
  return [...message.matchAll(/the image (?:file )?"([^"]+)"/g)].map((match) => match[1]!);
}

type Field = ComponentSchema & { label?: string };

/** The problems in a message Keystatic logged when it refused a save, or null for any other. */
export function blockedSaveProblems(
  logged: unknown,
  schema: Record<string, ComponentSchema>,
): BlockedSaveProblem[] | null {
  const text = logged instanceof Error ? logged.message : typeof logged === "string" ? logged : "";
  if (!text.startsWith(HEADER)) return null;
  return text
    .slice(HEADER.length)
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(": ");
      const path = colon < 0 ? [] : line.slice(0, colon).split(".");
      // A check of ours throws a plain Error, which Keystatic logs as "Unexpected error: Error: ...".
      const message = (colon < 0 ? line : line.slice(colon + 2)).replace(
        /^Unexpected error: (Error: )?/,
        "",
      );
      const place = locate(path, schema);
      // The field's own label leads its message beside the field; the notice names it already.
      const label = place.where.split(", ").at(-1);
      const said =
        label && message.startsWith(`${label}: `) ? message.slice(label.length + 2) : message;
      const images = imagesNamedIn(said);
      return { ...place, message: said, ...(images.length > 0 && { images }) };
    });
}

/** Labels along `path` through the form's schema, and the first list on the way. */
function locate(
  path: string[],
  schema: Record<string, ComponentSchema>,
): Omit<BlockedSaveProblem, "message"> {
  const words: string[] = [];
  let item: BlockedSaveProblem["item"];
  let fields: Record<string, ComponentSchema> | undefined = schema;
  let field: Field | undefined;
  for (const segment of path) {
    if (field?.kind === "array") {
      const index = Number(segment);
      if (!item && field.label) {
        const within = words.slice(0, -1);
        item = { list: field.label, index, ...(within.length > 0 && { within }) };
      }
      words.push(`item ${index + 1}`);
      field = field.element;
      fields = field.kind === "object" ? field.fields : undefined;
      continue;
    }
    // A block's settings: which kind it is, the form does not say here; its item is named.
    if (field?.kind === "conditional") break;
    field = fields?.[segment] as Field | undefined;
    if (!field) break;
    if (field.label) words.push(field.label);
    fields = field.kind === "object" ? field.fields : undefined;
  }
  return { where: words.join(", "), ...(item && { item }) };
}
