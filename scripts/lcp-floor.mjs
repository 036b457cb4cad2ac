#!/usr/bin/env node
// Copies of the export with one more of the things a page waits for taken away in each, to
// measure how low LCP can go with the site's own HTML and CSS (README, "Performance benchmark"):
//
//   no-js                       every <script src> and script preload removed (nothing hydrates)
//   no-js-no-font               ... and the web font: its @font-face and preload (system fallback)
//   no-js-no-font-inline-css    ... and the stylesheet inlined into each page as a <style>
//
//   node scripts/lcp-floor.mjs            # writes bench/results/floor/<variant>/
//   npm run bench -- --out bench/results/floor/no-js --routes /,/press
//
// These are measuring sticks, not builds to ship: without JavaScript no island works.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const outDir = join(root, "out");
const floorDir = join(root, "bench", "results", "floor");

const VARIANTS = {
  "no-js": ["js"],
  "no-js-no-font": ["js", "font"],
  "no-js-no-font-inline-css": ["js", "font", "css"],
};

/** The page without what `strip` names: "js", "font" and/or "css" (`readAsset` reads /_next/...). */
export function stripPage(html, strip, readAsset) {
  let page = html;
  if (strip.includes("js")) {
    page = page.replace(/<script src="[^"]+"[^>]*><\/script>/g, "");
    page = page.replace(/<link rel="preload" as="script"[^>]*\/>/g, "");
  }
  if (strip.includes("font"))
    page = page.replace(/<link rel="preload" href="[^"]+\.woff2"[^>]*\/>/g, "");
  if (strip.includes("css"))
    page = page.replace(
      /<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g,
      (_, href) => `<style>${readAsset(href)}</style>`,
    );
  return page;
}

/** The stylesheet without the @font-face rules that load a web font file. */
export function stripWebFonts(css) {
  return css.replace(/@font-face\{[^}]*url\([^)]*\.woff2\)[^}]*\}/g, "");
}

function writeVariant(name, strip) {
  const dir = join(floorDir, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(outDir, dir, { recursive: true });
  const chunks = join(dir, "_next", "static", "chunks");
  if (strip.includes("font")) {
    for (const file of readdirSync(chunks).filter((file) => file.endsWith(".css"))) {
      writeFileSync(join(chunks, file), stripWebFonts(readFileSync(join(chunks, file), "utf8")));
    }
  }
  const readAsset = (href) => readFileSync(join(dir, href), "utf8");
  for (const file of readdirSync(dir).filter((file) => file.endsWith(".html"))) {
    const path = join(dir, file);
    writeFileSync(path, stripPage(readFileSync(path, "utf8"), strip, readAsset));
  }
  return dir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(outDir, "index.html"))) {
    console.error("No export in out/. Run `npm run build` first.");
    process.exit(1);
  }
  for (const [name, strip] of Object.entries(VARIANTS)) {
    const changes = { js: "no scripts", font: "no web font", css: "stylesheet inlined" };
    console.log(`${writeVariant(name, strip)}  (${strip.map((what) => changes[what]).join(", ")})`);
  }
  console.log(
    "Measure one with: npm run bench -- --out bench/results/floor/<variant> --routes /,/press",
  );
}
