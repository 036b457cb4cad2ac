import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { FONT_SUBSET, charactersOutside } from "@/scripts/font-ranges.mjs";
import { OUT_DIR, htmlFileFor, sitemapRoutes } from "./support/routes";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? entity;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return String.fromCodePoint(code);
  });
}

/**
 * Everything a page can draw in the site's font: the prerendered text and attributes, and the
 * props its islands render later (chat replies, the cookie settings view), which travel in the
 * page's inline React Server Components payload.
 */
function drawableText(html: string): string {
  const payload = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map(([, literal]) => JSON.parse(literal ?? '""') as string)
    .join("\n");
  const markup = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(
      /<[^>]*>/g,
      (tag) => ` ${[...tag.matchAll(/="([^"]*)"/g)].map(([, value]) => value).join(" ")} `,
    );
  return decodeEntities(`${markup}\n${payload}`);
}

test("every character the pages draw is in the self-hosted font subset", () => {
  const pages = [...sitemapRoutes().map(htmlFileFor), join(OUT_DIR, "404.html")];
  for (const file of pages) {
    const missing = charactersOutside(
      drawableText(readFileSync(file, "utf8")),
      FONT_SUBSET.unicodeRanges,
    );
    expect(
      missing,
      `${file} uses characters the font subset lacks; add them to scripts/font-ranges.mjs and run node scripts/build-font-subset.mjs`,
    ).toEqual([]);
  }
});
