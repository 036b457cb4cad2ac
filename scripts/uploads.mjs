// What an uploaded file may contain: the site serves everything under public/ from its own
// origin, so a file a browser would run as a document (an SVG with script, an HTML page) is
// refused before it is written (lib/editor/editor-guard.ts) and before it is built
// (scripts/check-uploads.mjs). Pure functions; see docs/security-headers.md#threat-model.
import sax from "sax";

const SVG_NS = "http://www.w3.org/2000/svg";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Extensions a browser opens as a document that can run script: never uploaded. */
export const DOCUMENT_EXTENSIONS = [
  "html",
  "htm",
  "shtml",
  "xhtml",
  "xht",
  "mht",
  "mhtml",
  "xml",
  "xsl",
  "xslt",
  "svgz",
];

/** The image types the editor uploads, by extension, with the type image-size reads from the bytes. */
export const IMAGE_TYPES = {
  png: "png",
  jpg: "jpg",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
  avif: "heif",
  svg: "svg",
};

/** Elements that run script, embed another document or load one (in any namespace). */
const ACTIVE_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "frame",
  "frameset",
  "embed",
  "object",
  "applet",
  "handler",
  "listener",
  "portal",
  "meta",
  "link",
  "base",
]);

/** Attributes whose value is a URL the browser follows or loads. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "data", "codebase"]);

/** A data: URL of a raster image: loads nothing and runs nothing. */
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

/** Schemes that run script when followed, however they are spelled. */
const SCRIPT_SCHEME = /(javascript|vbscript|livescript):|data:text\/html|data:application\/xhtml/;

/**
 * A value as the browser's URL parser reads it: ASCII whitespace and control characters inside
 * a scheme are skipped (`java&#9;script:` is `javascript:`), and case does not matter.
 */
const squeezed = (value) => value.replace(/[\u0000-\u0020\u007f]+/g, "").toLowerCase();

/** CSS with comments removed and escapes (`\75 rl(`) decoded, as the browser's tokenizer sees it. */
function decodedCss(text) {
  return text
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, "")
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd";
    })
    .replace(/\\(.)/g, "$1")
    .toLowerCase();
}

/** A reference to this document (`#id`) or a raster data: URL: nothing is fetched or run. */
const isLocalReference = (value) => value.startsWith("#") || RASTER_DATA_URL.test(value.trim());

/** What a stylesheet or style attribute loads or runs, as reasons. */
function cssProblems(text) {
  const css = decodedCss(text);
  const problems = [];
  if (/@import/.test(css)) problems.push("imports another stylesheet (@import)");
  if (/(^|[^a-z-])(-webkit-)?image-set\(|(^|[^a-z-])image\(|cross-fade\(|element\(/.test(css)) {
    problems.push("loads an image by a CSS function other than url(#...)");
  }
  if (/expression\(|behavior\s*:|-moz-binding/.test(css)) problems.push("has CSS that runs script");
  if (SCRIPT_SCHEME.test(squeezed(css))) problems.push("has a javascript: URL");
  for (const match of css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/g)) {
    const argument = (match[1] ?? match[2] ?? match[3] ?? "").trim();
    if (!isLocalReference(argument)) {
      problems.push(`refers to another file (url(${argument.slice(0, 60)}))`);
    }
  }
  return problems;
}

/**
 * Why an SVG could run script or load something when opened or embedded, as reasons (empty:
 * none). Parsed as the browser parses it, as namespaced XML: anything that is not well-formed
 * is refused, since a browser renders an SVG up to its first error. Refuses script in any
 * namespace, embedded documents (foreignObject, XHTML), event handlers (`on*`), script URLs,
 * references to other files (a link, an image, a stylesheet, `@import`), processing
 * instructions (`<?xml-stylesheet?>`), entity declarations and a root other than `<svg>`.
 */
export function svgProblems(bytes) {
  let text;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return ["is not UTF-8 text"];
  }
  const problems = [];
  const parser = sax.parser(true, { xmlns: true, position: true });
  const at = () => `line ${parser.line + 1}`;
  const refuse = (reason) => {
    if (!problems.some((problem) => problem.startsWith(reason)))
      problems.push(`${reason} (${at()})`);
  };
  let depth = 0;
  let roots = 0;
  /** The text of the <style> element being read, and how deep it is. */
  let style = null;
  let styleDepth = 0;

  parser.ondoctype = (doctype) => {
    if (/[[<]|ENTITY/i.test(doctype)) refuse("declares entities in its DOCTYPE");
  };
  parser.onprocessinginstruction = ({ name, body }) => {
    if (name !== "xml") refuse(`has a processing instruction <?${name}?>`);
    const encoding = /encoding\s*=\s*["']([^"']*)["']/i.exec(body)?.[1];
    if (encoding && !/^utf-?8$/i.test(encoding)) refuse(`declares the encoding ${encoding}`);
  };
  parser.onattribute = ({ name, local, uri, value }) => {
    if (uri === XMLNS_NS || name === "xmlns") return;
    const lower = local.toLowerCase();
    if (lower.startsWith("on")) refuse(`has an event handler attribute ${name}`);
    if (name === "xml:base") refuse("sets xml:base");
    if (SCRIPT_SCHEME.test(squeezed(value))) refuse(`has a script URL in ${name}`);
    if (URL_ATTRIBUTES.has(lower) && !isLocalReference(value.trim())) {
      refuse(`refers to another file in ${name}=${JSON.stringify(value.slice(0, 60))}`);
    }
    if (lower === "style" || /url\(|\\/i.test(value)) {
      for (const problem of cssProblems(value)) refuse(`${problem} in ${name}`);
    }
    if (lower === "attributename" && /^(on|href$|xlink:href$|src$|style$)/i.test(value.trim())) {
      refuse(`animates the attribute ${value.trim()}`);
    }
  };
  parser.onopentag = (tag) => {
    if (depth === 0 && ++roots > 1) refuse("has more than one root element");
    if (depth === 0 && (tag.local !== "svg" || tag.uri !== SVG_NS)) {
      refuse(`has the root <${tag.name}> (an SVG's root is <svg xmlns="${SVG_NS}">)`);
    }
    depth += 1;
    const local = tag.local.toLowerCase();
    if (ACTIVE_ELEMENTS.has(local)) refuse(`has a <${tag.name}> element`);
    else if (tag.uri === XHTML_NS) refuse(`has the HTML element <${tag.name}>`);
    if (local === "style" && style === null) {
      style = "";
      styleDepth = depth;
    }
  };
  parser.onclosetag = () => {
    if (style !== null && depth === styleDepth) {
      for (const problem of cssProblems(style)) refuse(`${problem} in <style>`);
      style = null;
    }
    depth -= 1;
  };
  const styleText = (chunk) => {
    if (style !== null) style += chunk;
  };
  parser.ontext = styleText;
  parser.oncdata = styleText;
  parser.onerror = (error) => {
    refuse(`is not well-formed XML: ${error.message.split("\n")[0]}`);
    throw error;
  };
  try {
    parser.write(text.replace(/^\ufeff/, "")).close();
  } catch {
    // Reported by onerror.
  }
  if (roots === 0 && problems.length === 0) problems.push("has no <svg> element");
  return problems;
}

/** A path's extension, lower-cased, without the dot ("" for none). */
export function extensionOf(path) {
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}

/**
 * Why a file under public/ may not be published, or null. HTML and other documents that run
 * script are refused whatever they hold; an SVG is checked for script and references.
 */
export function publicFileProblem(path, bytes) {
  const extension = extensionOf(path);
  if (DOCUMENT_EXTENSIONS.includes(extension)) {
    return `${path}: a .${extension} file is a document that can run script on the site's origin; publish a page through content/, or a download as a .zip`;
  }
  if (extension === "svg") {
    const problems = svgProblems(bytes);
    if (problems.length) return `${path}: an SVG that ${problems.join("; ")}`;
  }
  return null;
}
