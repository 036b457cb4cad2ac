/** One drawn SVG element: its tag and attributes (lucide's icon node shape). */
export type SvgNode = readonly [
  tag: string,
  attributes: Readonly<Record<string, string | number | undefined>>,
];

const NAME = /^[a-zA-Z][a-zA-Z0-9-]*$/;
// What could end a double-quoted attribute value or start markup: & < ".
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", '"': "&quot;" };

function checked(name: string): string {
  // On the server only, where every drawing of a page is first written: the names are the
  // site's own constants, and Next drops this test from the browser's bundle (`typeof window`
  // is replaced at build time), which keeps the forms' pages in their byte budget.
  if (typeof window === "undefined" && !NAME.test(name)) {
    throw new Error(`svgMarkup: ${JSON.stringify(name)} is not a name`);
  }
  return name;
}

/**
 * The markup of an SVG drawing's elements, for `dangerouslySetInnerHTML` on its `<svg>`: React
 * hydrates an element whose children are inner HTML as one element and does not walk them, and
 * the home page drew over 400 of these shapes (a sixth of its elements). Tag and attribute names
 * must be plain names (anything else throws: the drawings are the site's own, never content);
 * every value is escaped, and an undefined attribute is left out, as React leaves it. In the
 * browser's bundle with every icon, so kept small.
 */
export function svgMarkup(nodes: readonly SvgNode[]): string {
  let markup = "";
  for (const [tag, attributes] of nodes) {
    markup += `<${checked(tag)}`;
    for (const [name, value] of Object.entries(attributes)) {
      if (value === undefined) continue;
      markup += ` ${checked(name)}="${String(value).replace(/[&<"]/g, (c) => ESCAPES[c]!)}"`;
    }
    markup += `></${tag}>`;
  }
  return markup;
}
