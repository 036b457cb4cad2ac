// Paint first: the exported pages ask for the framework's scripts only after their first paint,
// so the paint waits for the HTML, the stylesheet and the font alone. Next.js writes each chunk
// as `<script src async>`, which the browser fetches at once and runs as it lands, before the
// page has painted; it has no option to change that. This post-build step (`npm run build` runs
// it after `next build`, before scripts/write-host-headers.mjs hashes the inline scripts) removes
// those tags and appends one inline loader that adds them back, in their original order and
// still async, one frame after the document has been parsed and painted. Everything else stays:
// the inline RSC payload (`self.__next_f.push`), Turbopack's `_R_` registration, the preload
// hints and the `noModule` polyfill. The loader's text is the same on every page (one hash in
// the policies); each page's chunks are in its `data-chunks` attribute.
// Measured reason: docs/performance.md ("Paint first").
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** The attribute the loader reads its page's chunks from, space-separated. */
export const CHUNKS_ATTRIBUTE = "data-chunks";

/**
 * Adds the page's scripts one frame after the first paint (rAF fires before a frame; a task
 * queued from it runs after that frame is painted). A hidden tab paints nothing, and its rAF
 * waits until it is shown: it starts at once, or when it is hidden before the frame.
 */
export const LOADER = [
  "(()=>{",
  "const d=document,chunks=d.currentScript.dataset.chunks.split(' ');",
  "let started=false;",
  "const start=()=>{",
  "if(started)return;started=true;",
  "for(const src of chunks){const s=d.createElement('script');s.src=src;s.async=true;d.head.append(s)}",
  "};",
  "if(d.visibilityState==='hidden')start();",
  "else{requestAnimationFrame(()=>setTimeout(start));d.addEventListener('visibilitychange',start,{once:true})}",
  "})()",
].join("");

/** A chunk tag as React writes it: `<script src="/_next/static/…" async=""></script>`. */
const CHUNK_TAG = /<script src="(\/_next\/static\/[^"\s]+\.js)" async=""><\/script>/g;
const LOADER_TAG = new RegExp(`<script ${CHUNKS_ATTRIBUTE}="([^"]*)">`);

/** The chunks a page written by paintFirst() loads after its first paint, in order. */
export function deferredChunks(html) {
  const list = LOADER_TAG.exec(html)?.[1];
  return list ? list.split(" ") : [];
}

/**
 * The page with its framework chunks started by the loader after the first paint. Pages without
 * chunk tags (a redirect page, a page already rewritten) come back unchanged.
 */
export function paintFirst(html) {
  if (LOADER_TAG.test(html)) return html;
  const chunks = [...new Set([...html.matchAll(CHUNK_TAG)].map((match) => match[1]))];
  if (chunks.length === 0) return html;
  const end = html.lastIndexOf("</body>");
  if (end === -1) throw new Error("no </body> to put the script loader before");
  const loader = `<script ${CHUNKS_ATTRIBUTE}="${chunks.join(" ")}">${LOADER}</script>`;
  const page = html.slice(0, end) + loader + html.slice(end);
  return page.replace(CHUNK_TAG, "");
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_next" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? "out");
  let rewritten = 0;
  for (const path of htmlFiles(outDir)) {
    const html = readFileSync(path, "utf8");
    const page = paintFirst(html);
    if (page === html) continue;
    writeFileSync(path, page);
    rewritten += 1;
  }
  console.log(`Paint first: ${rewritten} pages start their scripts after the first paint`);
}
