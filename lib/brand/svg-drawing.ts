/**
 * An SVG drawing as data: each element's tag, its attributes by SVG's own names
 * (`stroke-width`, `viewBox`) and its children, elements or text. A file is written from it by
 * `svgMarkup`, which escapes every text and attribute value, and a page draws it with React
 * (components/pages/brand/svg-drawing.tsx), which escapes them itself: a value from content
 * (the brand's name in a logo's <title>) stays text either way.
 */
export type SvgElement = {
  tag: string;
  attributes?: Readonly<Record<string, string | number>>;
  children?: readonly (SvgElement | string)[];
};

/** What XML 1.0 cannot hold at all (control characters, lone surrogates). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const NAME = /^[A-Za-z][\w:.-]*$/;

/** Text as XML character data or a quoted attribute value: markup characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

function checkedName(name: string): string {
  if (!NAME.test(name)) throw new Error(`${JSON.stringify(name)} is not an SVG name`);
  return name;
}

/** The drawing as SVG markup, every value escaped; tags and attribute names are the code's. */
export function svgMarkup({ tag, attributes = {}, children = [] }: SvgElement): string {
  const name = checkedName(tag);
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${checkedName(key)}="${escapeXml(String(value))}"`)
    .join("");
  const inner = children
    .map((child) => (typeof child === "string" ? escapeXml(child) : svgMarkup(child)))
    .join("");
  return inner ? `<${name}${attrs}>${inner}</${name}>` : `<${name}${attrs}/>`;
}
