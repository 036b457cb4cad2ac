// Builds the site search index (out/pagefind/) from the exported HTML, as `pagefind --site out`
// would, but leaves out the pages that ask search engines not to index them (robots noindex:
// /gdpr, /thank-you, the 404 page): the CLI has no switch for that, and a visitor searching the
// site should not land on a redirect or a form's confirmation. Uses Pagefind's Node API.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as pagefind from "pagefind";

const OUT = "out";
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

/** `about.html` -> `/about`, `index.html` -> `/`, as the static host serves them. */
export function pageUrl(file) {
  const route = `/${file.replace(/\\/g, "/").replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route.replace(/\/index$/, "");
}

export function shouldIndex(html) {
  return !NOINDEX.test(html);
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
    if (!shouldIndex(content)) {
      skipped.push(pageUrl(file));
      continue;
    }
    const result = await index.addHTMLFile({ url: pageUrl(file), content });
    if (result.errors.length > 0) throw new Error(`${file}: ${result.errors.join("; ")}`);
    if (result.file) indexed += 1;
  }
  const written = await index.writeFiles({ outputPath: path.join(OUT, "pagefind") });
  if (written.errors.length > 0) throw new Error(written.errors.join("; "));
  await pagefind.close();
  console.log(`Search index: ${indexed} pages; left out (noindex): ${skipped.join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
