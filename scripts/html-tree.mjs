// Reads the HTML that React's server renderer writes (double-quoted attributes, closed tags)
// into a plain tree, for scripts/tbt-floor.mjs. Not a general HTML parser.
//
//   node: string (text) | [tag, attributes, children]

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text with its character references replaced. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name) => {
    if (name[0] !== "#") return ENTITIES[name] ?? match;
    const hex = name[1] === "x" || name[1] === "X";
    return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  });
}

/** The nodes of an HTML fragment; comments (React's text and boundary markers) are dropped. */
export function parseHtml(html) {
  const root = ["#fragment", {}, []];
  const open = [root];
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf("<", at);
    const text = html.slice(at, lt === -1 ? html.length : lt);
    if (text) open.at(-1)[2].push(decodeEntities(text));
    if (lt === -1) break;
    if (html.startsWith("<!--", lt)) {
      at = html.indexOf("-->", lt) + 3;
      continue;
    }
    if (html[lt + 1] === "/") {
      const gt = html.indexOf(">", lt);
      const name = html
        .slice(lt + 2, gt)
        .trim()
        .toLowerCase();
      const index = open.findLastIndex((node) => node[0].toLowerCase() === name);
      if (index > 0) open.length = index;
      at = gt + 1;
      continue;
    }
    const tag = /^<([a-zA-Z][\w-]*)/.exec(html.slice(lt, lt + 64))[1];
    const attributes = {};
    let cursor = lt + 1 + tag.length;
    for (;;) {
      while (/\s/.test(html[cursor])) cursor++;
      if (html[cursor] === ">") {
        cursor++;
        break;
      }
      if (html.startsWith("/>", cursor)) {
        cursor += 2;
        break;
      }
      const name = /^[^\s=>/]+/.exec(html.slice(cursor, cursor + 256))[0];
      cursor += name.length;
      if (html[cursor] !== "=") {
        attributes[name] = "";
        continue;
      }
      const quote = html[cursor + 1];
      const end = html.indexOf(quote, cursor + 2);
      attributes[name] = decodeEntities(html.slice(cursor + 2, end));
      cursor = end + 1;
    }
    const node = [tag, attributes, []];
    open.at(-1)[2].push(node);
    at = cursor;
    const lower = tag.toLowerCase();
    if (RAW_TEXT.has(lower)) {
      const close = html.indexOf(`</${tag}`, at);
      if (close > at) node[2].push(html.slice(at, close));
      at = html.indexOf(">", close) + 1;
    } else if (!VOID.has(lower)) {
      open.push(node);
    }
  }
  return root[2];
}
