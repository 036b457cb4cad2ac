/**
 * The site-wide search behind the Help Center's search box: Pagefind's index (built after
 * `next build` by scripts/search-index.mjs) loaded on demand, and its results shaped for display.
 * Pagefind loads the index of the page's `<html lang>`: each language searches its own pages.
 */

import { isLocale } from "@/lib/i18n/locales";

/** Where Pagefind writes its script (scripts/search-index.mjs), on the site's own origin. */
const PAGEFIND_URL = "/pagefind/pagefind.js";

/** How many results the box lists; more words narrow them. */
const MAX_RESULTS = 10;

/** How many of Pagefind's results are read to put the pages holding the words as typed first. */
export const RERANK_DEPTH = 2 * MAX_RESULTS;

/** The part of Pagefind's browser API the box uses (pagefind.app/docs/api). */
export type Pagefind = {
  options: (options: { excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{
    results: { id: string; data: () => Promise<PagefindResultData> }[];
  }>;
};

export type PagefindResultData = {
  url: string;
  excerpt: string;
  /** The page's indexed text. */
  content: string;
  meta: { title?: string };
};

export type ResultKind = "help" | "blog" | "page";

export type SearchResult = {
  id: string;
  title: string;
  href: string;
  kind: ResultKind;
  excerpt: ExcerptPart[];
};

/** A run of excerpt text, `marked` where it matched the query. */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

/** Decodes the character references Pagefind writes into excerpts. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

/**
 * Splits Pagefind's excerpt HTML ("…the <mark>trial</mark> ends…") into text runs, so the page
 * renders the matches as <mark> elements without ever setting HTML from the index.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: excerpt.slice(last, match.index), marked: false });
    parts.push({ text: match[1] ?? "", marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: excerpt.slice(last), marked: false });
  return parts
    .map((part) => ({ ...part, text: decodeEntities(part.text.replace(/<[^>]*>/g, "")) }))
    .filter((part) => part.text !== "");
}

/**
 * The site path of a result: Pagefind reports the exported file (`/help-center/trial.html`,
 * `/index.html`), the site links to the route (`/help-center/trial`, `/`).
 */
export function resultPath(url: string): string {
  const [path = "/", fragment] = url.split("#");
  const route =
    path
      .replace(/(^|\/)index\.html$/, "$1")
      .replace(/\.html$/, "")
      .replace(/(.)\/$/, "$1") || "/";
  return fragment ? `${route}#${fragment}` : route;
}

/** What a result is, whatever its language: `/fr/help-center/<slug>` is a help article too. */
export function resultKind(path: string): ResultKind {
  const [first] = path.slice(1).split(/[/#?]/);
  const route = isLocale(first) ? path.slice(1 + first.length) || "/" : path;
  if (route.startsWith("/help-center/")) return "help";
  if (route === "/blog" || route.startsWith("/blog/")) return "blog";
  return "page";
}

/** A result as the box lists it; the title falls back to the path when a page has none. */
export function toSearchResult(id: string, data: PagefindResultData): SearchResult {
  const href = resultPath(data.url);
  return {
    id,
    title: data.meta.title?.trim() || href,
    href,
    kind: resultKind(href),
    excerpt: excerptParts(data.excerpt),
  };
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** How many of the query's words a page holds as typed, not only as another word of their stem. */
export function wordsHeldAsTyped(query: string, data: PagefindResultData): number {
  const held = new Set(wordsOf(`${data.meta.title ?? ""} ${data.content}`));
  return [...new Set(wordsOf(query))].filter((word) => held.has(word)).length;
}

/**
 * What the box shows for a query: Pagefind's search (stemming, ranking), then the pages that hold
 * the words as typed first. Its stemmer makes "conversations" and "conversions" one word, which
 * no `ranking` option can tell apart (docs/content.md#site-search).
 */
export async function searchSite(
  pagefind: Pagefind,
  query: string,
  limit = MAX_RESULTS,
): Promise<{ total: number; results: SearchResult[] }> {
  // Pagefind indexes words, not symbols: "$97" finds what "97" does.
  const { results } = await pagefind.search(query.replace(/[$€£]/g, " ").trim());
  const read = await Promise.all(
    results.slice(0, Math.max(limit, RERANK_DEPTH)).map(async (result) => {
      const data = await result.data();
      return { id: result.id, data, held: wordsHeldAsTyped(query, data) };
    }),
  );
  const shown = read
    .sort((a, b) => b.held - a.held)
    .slice(0, limit)
    .map(({ id, data }) => toSearchResult(id, data));
  return { total: results.length, results: shown };
}

/**
 * Loads Pagefind's script from the export. The bundler must leave the import alone: the file
 * exists only after scripts/search-index.mjs has run, so it is fetched by the browser at run time.
 */
export async function loadPagefind(url = PAGEFIND_URL): Promise<Pagefind> {
  const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as
    Pagefind | undefined;
  if (typeof pagefind?.search !== "function") throw new Error(`${url} is not Pagefind`);
  await pagefind.options({ excerptLength: 24 });
  await pagefind.init();
  return pagefind;
}
