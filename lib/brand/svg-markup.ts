/** One drawn SVG element: its tag and attributes (lucide's icon node shape). */
export type SvgNode = readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
];

const NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeAttribute(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

function checkedName(name: string, of: string): string {
  if (!NAME.test(name)) throw new Error(`svgMarkup: ${of} ${JSON.stringify(name)} is not a name`);
  return name;
}

/**
 * The markup of an SVG drawing's elements, for `dangerouslySetInnerHTML` on its `<svg>`: React
 * hydrates an element whose children are inner HTML as one element and does not walk them, and
 * the home page drew over 400 of these shapes (a sixth of its elements). Tag and attribute names
 * must be plain names (anything else throws: the drawings are the site's own, never content), and
 * every value is escaped; an undefined attribute is left out, as React leaves it.
 */
export function svgMarkup(nodes: readonly SvgNode[]): string {
  return nodes
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
        .map(([name, value]) => ` ${checkedName(name, "attribute")}="${escapeAttribute(value)}"`)
        .join("");
      return `<${checkedName(tag, "tag")}${attrs}></${tag}>`;
    })
    .join("");
}
