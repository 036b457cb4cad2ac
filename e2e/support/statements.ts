import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import type { Statement } from "@/lib/claims/claims";
import { OUT_DIR } from "./routes";

/** Every page of the export, as `{ route, file }`: `out/about.html` is `/about`. */
export function exportedPages(folder = OUT_DIR): { route: string; file: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(folder, item.name);
    if (item.isDirectory()) return item.name === "pagefind" ? [] : exportedPages(file);
    if (!item.name.endsWith(".html")) return [];
    const route = `/${path.relative(OUT_DIR, file).replace(/\.html$/, "")}`.replace(
      /\/?index$/,
      "",
    );
    return [{ route: route || "/", file }];
  });
}

/**
 * What a page says, as statements a reader takes in one go: each block's text (a paragraph, a
 * list item, a heading, a button), a figure with its label ("50+ businesses in our beta", from a
 * `<dl>`'s `<dd>` and `<dt>`), the title, the descriptions in `<meta>` and the texts of the
 * JSON-LD. Hidden text counts: a closed answer or a screen-reader label is still said.
 * The HTML is read from the file without running its scripts or loading anything.
 */
export async function pageStatements(
  page: Page,
  file: string,
  route: string,
): Promise<Statement[]> {
  await page.route("**/*", (request) => request.abort());
  await page.setContent(readFileSync(file, "utf8"), { waitUntil: "domcontentloaded" });
  const texts = await page.evaluate(() => {
    const BLOCKS =
      "p,li,h1,h2,h3,h4,h5,h6,td,th,dt,dd,figcaption,blockquote,summary,label,button,legend,caption,address,div,section,article,header,footer,main,nav,aside,form,ul,ol,dl,table,tr,details,figure,body";
    const found: string[] = [];
    const byBlock = new Map<Element, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script,style,template,noscript,svg")) continue;
      const block = parent.closest(BLOCKS) ?? document.body;
      byBlock.set(block, (byBlock.get(block) ?? "") + (node.textContent ?? ""));
    }
    found.push(...byBlock.values());
    for (const pair of document.querySelectorAll("dl > div")) {
      const term = pair.querySelector(":scope > dt")?.textContent;
      const value = pair.querySelector(":scope > dd")?.textContent;
      if (term && value) found.push(`${value} ${term}`);
    }
    found.push(document.title);
    for (const meta of document.querySelectorAll(
      'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]',
    )) {
      found.push(meta.getAttribute("content") ?? "");
    }
    const strings = (value: unknown): string[] =>
      typeof value === "string"
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(strings)
          : value && typeof value === "object"
            ? Object.values(value).flatMap(strings)
            : [];
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      found.push(...strings(JSON.parse(script.textContent ?? "null")));
    }
    return found;
  });
  await page.unroute("**/*");
  return texts
    .map((text) => text.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((text) => ({ source: route, field: "", text }));
}
