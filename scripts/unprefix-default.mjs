#!/usr/bin/env node
// After `next build`: serves English, the default language, without a prefix. Every page is
// built under app/[locale], so the export writes English at out/en/**; this moves it to out/**
// (out/en.html, the English home, becomes out/index.html; out/en.txt, its data, out/index.txt),
// so that every English address the site ever had answers as is and `/en/...` does not exist.
// The framework's files name the route's parameters, not their values (`__next.$d$locale...`),
// so the moved files stay valid for client-side navigation. docs/languages.md says why.
//
//   node scripts/unprefix-default.mjs [out]
import { existsSync, readdirSync, renameSync, rmdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const DEFAULT_LOCALE = "en";

/**
 * Moves `out/<locale>/**` into `out/`. A file that already exists there is a page named like a
 * file the export writes at its top level (a page `feed.xml`, a post `index`): that fails with
 * both names rather than one silently replacing the other.
 */
export function unprefixDefaultLocale(out, locale = DEFAULT_LOCALE) {
  const from = join(out, locale);
  if (!existsSync(from) || !existsSync(join(out, `${locale}.html`))) {
    throw new Error(
      `${from}.html and ${from}/ are missing: was the site built under app/[locale]?`,
    );
  }
  const moved = [];
  const move = (src, dest) => {
    for (const name of readdirSync(src)) {
      const source = join(src, name);
      const target = join(dest, name);
      if (statSync(source).isDirectory() && existsSync(target)) {
        if (!statSync(target).isDirectory()) throw collision(source, target);
        move(source, target);
        continue;
      }
      if (existsSync(target)) throw collision(source, target);
      renameSync(source, target);
      moved.push(target);
    }
    rmdirSync(src);
  };
  move(from, out);
  for (const extension of ["html", "txt"]) {
    const source = join(out, `${locale}.${extension}`);
    const target = join(out, `index.${extension}`);
    if (!existsSync(source)) continue;
    if (existsSync(target)) throw collision(source, target);
    renameSync(source, target);
    moved.push(target);
  }
  return moved;
}

function collision(source, target) {
  return new Error(
    `${source} would replace ${target}: an English page has the address of a file the site already has at its root. Rename the page.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = process.argv[2] ?? "out";
  const moved = unprefixDefaultLocale(out);
  console.log(
    `English pages at the site's root: ${moved.length} files moved out of ${out}/${DEFAULT_LOCALE}/`,
  );
}
