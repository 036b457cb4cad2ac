// Builds the site search index (out/pagefind/) from the exported HTML, as `pagefind --site out`
// would, but leaves out the pages that ask search engines not to index them (robots noindex:
// /gdpr, /thank-you, the 404 page): the CLI has no switch for that, and a visitor searching the
// site should not land on a redirect or a form's confirmation. The Help Center, where the search
// box is, is left out too. Uses Pagefind's Node API.
//
// Pagefind keeps one index per `<html lang>` (`en`, `fr`, `nl`, `de`), and its script loads the
// one of the page it runs on: a French reader searches the French pages, with French stemming.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

const OUT = "out";
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/** `about.html` -> `/about`, `index.html` -> `/`, as the static host serves them. */
export function pageUrl(file) {
  const route = `/${file.replace(/\\/g, "/").replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route.replace(/\/index$/, "");
}

/** The page the search box is on: as a result there, it would lead to itself. */
export const SEARCH_PAGE = "/help-center";

/** The search box's page in any language: `/help-center`, `/fr/help-center`. */
function isSearchPage(url) {
  return url.replace(/^\/[a-z]{2}(?=\/)/, "") === SEARCH_PAGE;
}

/** Whether a page at `url` belongs in the index: not `noindex`, not the search's own page. */
export function shouldIndex(html, url) {
  return !NOINDEX.test(html) && !isSearchPage(url);
}

/** The language of each index Pagefind wrote, from its entry file, with its page count. */
export function indexLanguages(entryJson) {
  const entry = JSON.parse(entryJson);
  return Object.entries(entry.languages ?? {})
    .map(([language, index]) => ({ language, pages: index.page_count }))
    .sort((a, b) => a.language.localeCompare(b.language));
}

/** Pagefind's ready-made search UIs, unused: the Help Center's box drives `pagefind.js`. */
export function isUnusedUi(file) {
  return /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/.test(file);
}

/**
 * Writes the index from memory (`getFiles`) rather than with `writeFiles`: a clean CI run
 * deployed a 0-byte `pagefind-entry.json` and `wasm.unknown.pagefind` after `writeFiles` had
 * returned and `close()` had stopped Pagefind's process, and search found nothing. An empty
 * file now fails the build instead.
 */
function writeIndex(files, dir) {
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    if (isUnusedUi(file.path)) continue;
    if (file.content.length === 0) throw new Error(`Pagefind returned an empty ${file.path}`);
    const target = path.join(dir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}

async function main() {
  const files = readdirSync(OUT, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".html"))
    .sort();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind did not start: ${errors.join("; ")}`);
  const skipped = [];
  let indexed = 0;
  for (const file of files) {
    const content = readFileSync(path.join(OUT, file), "utf8");
    const url = pageUrl(file);
    if (!shouldIndex(content, url)) {
      skipped.push(url);
      continue;
    }
    const result = await index.addHTMLFile({ url, content });
    if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.join("; ")}`);
    if (result.file) indexed += 1;
  }
  const built = await index.getFiles();
  if (built.errors.length > 0) throw new Error(built.errors.join("; "));
  await pagefind.close();
  writeIndex(built.files, path.join(OUT, "pagefind"));
  const languages = indexLanguages(
    readFileSync(path.join(OUT, "pagefind", "pagefind-entry.json"), "utf8"),
  )
    .map(({ language, pages }) => `${language} ${pages}`)
    .join(", ");
  console.log(`Search index: ${indexed} pages (${languages}); left out: ${skipped.join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
