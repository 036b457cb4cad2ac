import { readFileSync } from "node:fs";
import { htmlFileFor, sitemapRoutes } from "./routes";

/** The words of a page's main content as exported (what Pagefind indexes), lower-cased. */
function mainWords(route: string): Set<string> {
  const html = readFileSync(htmlFileFor(route), "utf8");
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  const text = main
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .toLowerCase();
  return new Set(text.match(/[a-z]{7,}/g) ?? []);
}

/**
 * A word that only the chosen pages of the export use (and no other page `among` them: the
 * sitemap's, or one language's, whose search index holds no other), so searching it must find
 * one of them: read from the built site, not typed into the test.
 */
export function wordOnlyIn(
  isTarget: (route: string) => boolean,
  among: readonly string[] = sitemapRoutes(),
): {
  word: string;
  route: string;
} {
  const routes = [...among];
  const elsewhere = new Set(
    routes.filter((route) => !isTarget(route)).flatMap((route) => [...mainWords(route)]),
  );
  for (const route of routes.filter(isTarget).sort()) {
    const word = [...mainWords(route)].sort().find((candidate) => !elsewhere.has(candidate));
    if (word) return { word, route };
  }
  throw new Error("no word is unique to the chosen pages");
}

/** The sitemap's routes whose main content holds `word` (seven letters or more) as typed. */
export function routesHolding(word: string): string[] {
  return sitemapRoutes().filter((route) => mainWords(route).has(word.toLowerCase()));
}
