import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  blockDefinition,
  blockDefinitions,
  blockSchema,
  type Block,
} from "@/components/blocks/definitions";
import { blockOrderProblems, homePageProblems } from "@/components/blocks/page-rules";
import { takenRouteNames } from "@/content/legal";
import { HOME_SLUG } from "@/content/routes";
import { searchDescription } from "@/content/pages/schemas";
import { tokensIn } from "@/content/tokens";
import { SOURCE_LOCALE, translationPath, type ContentLocale } from "@/lib/content/content-locales";
import { mergeTranslation } from "@/lib/content/translation";
import { isUntranslatedFile, readContentFile } from "@/lib/content/translation-files";
import { imageDimensions } from "@/lib/content/article";
import { filesIn, SLUG, showDrafts } from "@/lib/content/collection";
import { parseYaml } from "@/lib/content/markdown";
import { defineContentWithoutTokens } from "@/lib/content/validate-content";
import { ContentError } from "@/lib/content/errors";
import { resolveTokens } from "@/lib/content/tokens";
import { buildDate } from "@/lib/dates/build-date";
import { datedDue, type DatedEntry } from "@/lib/dates/dated";
import { slugify } from "@/lib/text/slug";
import { warnOnce } from "@/lib/content/warn-once";

/**
 * Pages made of blocks (docs/marketers.md, "Make a page"): one YAML file a page in this folder,
 * its name the page's address, written by the editor's "Pages" collection. `home.yaml` is the
 * landing page, `/`.
 */
export const BLOCK_PAGES_DIRECTORY = "content/block-pages";
export { HOME_SLUG };

/** A share card a page brings itself: a raster image in public/ (link previews draw no SVG). */
const shareImage = z
  .string()
  .regex(/\.(png|jpe?g|webp)$/, "a share image is a PNG, JPEG or WebP file (previews draw no SVG)")
  .superRefine((src, context) => {
    const size = imageDimensions(src);
    if (typeof size === "string") context.addIssue({ code: "custom", message: size });
  })
  .optional()
  .describe(
    "Optional: an image in public/ shown when the page is shared, 1200 by 630 pixels. Leave empty for a card drawn from the title.",
  );

export const blockPageSchema = z
  .object({
    title: z
      .string()
      .min(2)
      .max(70)
      .describe("The page's name in search results and browser tabs; its h1 is its first block's."),
    description: searchDescription(70).describe(
      "The sentence search results and link previews show under the title (70 to 160 characters).",
    ),
    shareImage,
    noindex: z
      .boolean()
      .optional()
      .describe("Keep the page out of search engines, the sitemap and the site search."),
    draft: z
      .boolean()
      .optional()
      .describe("Shown in the preview (npm run dev) only, never on the published site."),
    chat: z.boolean().optional().describe("Show the chat assistant's button on this page."),
    blocks: z.array(blockSchema).min(1, "a page needs at least one block"),
  })
  .superRefine(({ blocks }, context) => {
    for (const problem of blockOrderProblems(
      blocks,
      blockDefinitions,
      (index) => `blocks[${index}]`,
    )) {
      context.addIssue({
        code: "custom",
        path: problem.field
          ? ["blocks", problem.block ?? 0, "value", problem.field]
          : ["blocks", problem.block ?? 0],
        message: problem.message,
      });
    }
  });

export type BlockPageFile = z.output<typeof blockPageSchema>;

export type BlockPage = BlockPageFile & {
  slug: string;
  /** The page's address: `/` for home.yaml, `/<slug>` for the others. */
  path: `/${string}`;
  /** The file, `content/block-pages/home.yaml` (`content/fr/block-pages/...`), for messages. */
  source: string;
  /** The language it is written in. */
  locale: ContentLocale;
};

function blockPagePath(slug: string): `/${string}` {
  return slug === HOME_SLUG ? "/" : `/${slug}`;
}

/**
 * The page's `{{tokens}}` resolved, except in the settings a block reads as Markdoc, whose
 * tokens are resolved in its nodes (a token's value is never read as Markdown).
 */
function withTokens(source: string, data: unknown, locale: ContentLocale): unknown {
  const siteTokens = tokensIn(locale);
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return resolveTokens(source, data, siteTokens);
  const kept: Record<string, unknown>[] = blocks.map((block) => {
    const raw = (block as { discriminant?: unknown; value?: unknown } | null) ?? {};
    const definition =
      typeof raw.discriminant === "string" ? safeDefinition(raw.discriminant) : undefined;
    const value = raw.value as Record<string, unknown> | undefined;
    return Object.fromEntries(
      (definition?.markdoc ?? []).flatMap((key) =>
        value?.[key] === undefined ? [] : [[key, value[key]]],
      ),
    );
  });
  const resolved = resolveTokens(source, data, siteTokens) as { blocks: { value?: object }[] };
  resolved.blocks.forEach((block, index) => {
    if (block.value) Object.assign(block.value, kept[index]);
  });
  return resolved;
}

function safeDefinition(type: string) {
  try {
    return blockDefinition(type as Block["discriminant"]);
  } catch {
    return undefined;
  }
}

/** The names a page's file may not take: the site's routes, the export's files, legal documents. */
export function takenNames(root = process.cwd()): Map<string, string> {
  const taken = new Map<string, string>();
  for (const name of takenRouteNames(root)) taken.set(name, `the site's own /${name}`);
  for (const file of filesIn(path.join(root, "content/legal"), ".md")) {
    taken.set(file.slice(0, -".md".length), `content/legal/${file}, a legal document`);
  }
  return taken;
}

/**
 * Reads one page's file: its YAML, tokens and settings checked, so a bad file names itself. A
 * translation (`locale` other than English) is read over its English file's data, `english`:
 * its texts, the English values (lib/content/translation.ts).
 */
export function readBlockPage(
  source: string,
  raw: string,
  { locale = SOURCE_LOCALE, english }: { locale?: ContentLocale; english?: unknown } = {},
): BlockPageFile {
  return defineContentWithoutTokens(source, blockPageSchema, () => {
    const data = parseYaml(source, raw, "the page") ?? {};
    const merged =
      english === undefined
        ? data
        : mergeTranslation({ file: source, schema: blockPageSchema, english, translation: data })
            .data;
    return withTokens(source, merged, locale);
  });
}

/** The landing page is always published and indexed, and keeps the chat. */
function checkHome(source: string, page: BlockPageFile) {
  const issues = homePageProblems(page).map(
    (problem) => `${source}.${problem.field}: ${problem.message}`,
  );
  if (issues.length > 0) throw new ContentError(source, issues);
}

/**
 * Every page of content/block-pages (under `root`, a test's temporary folder), drafts only when
 * `drafts`. A file name that is not an address, or an address the site already has, fails with
 * the file's name and what holds the address. In another language, the pages translated into it
 * (content/<locale>/block-pages/): a translation whose English page is gone is not published,
 * nor one still the English text (started, nothing translated: lib/content/untranslated.ts).
 */
export function readBlockPages({
  root = process.cwd(),
  drafts = showDrafts(),
  locale = SOURCE_LOCALE,
}: { root?: string; drafts?: boolean; locale?: ContentLocale } = {}): BlockPage[] {
  const directory = translationPath(BLOCK_PAGES_DIRECTORY, locale);
  const folder = path.join(root, directory);
  const taken = takenNames(root);
  return filesIn(folder, ".yaml")
    .flatMap((file) => {
      const slug = file.slice(0, -".yaml".length);
      const source = `${directory}/${file}`;
      if (!SLUG.test(slug)) {
        throw new ContentError(source, [
          `${source}: the file name is the page's address, so it is lower-case words joined by hyphens, e.g. ${slugify(slug)}.yaml`,
        ]);
      }
      const holder = taken.get(slug);
      if (holder) {
        throw new ContentError(source, [
          `${source}: the file name is the page's address, /${slug}, which ${holder} already has; rename the file, e.g. ${slug}-offer.yaml`,
        ]);
      }
      let english: unknown;
      if (locale !== SOURCE_LOCALE) {
        const englishSource = `${BLOCK_PAGES_DIRECTORY}/${file}`;
        const englishRaw = readContentFile(englishSource, root);
        if (englishRaw === undefined) return [];
        // Started in the editor and still the English text: not published in this language.
        const copy = { englishFile: englishSource, file: source, schema: blockPageSchema, root };
        if (isUntranslatedFile(copy)) return [];
        english = parseYaml(englishSource, englishRaw, "the page") ?? {};
      }
      const raw = readFileSync(path.join(folder, file), "utf8");
      const page = readBlockPage(source, raw, { locale, english });
      if (slug === HOME_SLUG) checkHome(source, page);
      return [{ ...page, slug, path: blockPagePath(slug), source, locale }];
    })
    .filter((page) => drafts || !page.draft);
}

/** The dated promises on the pages (an event's day), each with its file and field. */
export function blockPageDatedEntries(pages: readonly BlockPage[]): DatedEntry[] {
  return pages.flatMap((page) =>
    page.blocks.flatMap((block, index) =>
      (blockDefinition(block.discriminant).dated?.(block.value) ?? []).map((entry) => ({
        ...entry,
        source: page.source,
        field: `blocks[${index}] "${block.discriminant}".${entry.field}`,
      })),
    ),
  );
}

const pages = new Map<ContentLocale, BlockPage[]>();

/**
 * The pages in `locale`, read once per build; in `next dev` afresh on every call, so a page the
 * editor saves shows on the next load without a restart (as lib/content/collection.ts does for
 * posts). A promise whose day has passed is announced once per build, as a closed role is.
 */
export function blockPages(locale: ContentLocale = SOURCE_LOCALE): BlockPage[] {
  if (process.env.NODE_ENV === "development") return readBlockPages({ locale });
  let read = pages.get(locale);
  if (!read) {
    read = readBlockPages({ locale });
    pages.set(locale, read);
    for (const notice of datedDue(blockPageDatedEntries(read), buildDate())) {
      warnOnce(notice.message);
    }
  }
  return read;
}

/** The pages at `/<slug>`: every page but the landing page. */
export function innerBlockPages(locale: ContentLocale = SOURCE_LOCALE): BlockPage[] {
  return blockPages(locale).filter((page) => page.slug !== HOME_SLUG);
}

function findBlockPage(slug: string, locale: ContentLocale): BlockPage | undefined {
  return blockPages(locale).find((page) => page.slug === slug);
}

/** The page at `/<slug>`: not the landing page, whose address is `/`. */
export function findInnerBlockPage(
  slug: string,
  locale: ContentLocale = SOURCE_LOCALE,
): BlockPage | undefined {
  return slug === HOME_SLUG ? undefined : findBlockPage(slug, locale);
}

/**
 * The landing page, content/block-pages/home.yaml, which the site cannot do without; in another
 * language its translation, or the English one while there is none.
 */
export function homePage(locale: ContentLocale = SOURCE_LOCALE): BlockPage {
  const page = findBlockPage(HOME_SLUG, locale) ?? findBlockPage(HOME_SLUG, SOURCE_LOCALE);
  if (!page) {
    throw new ContentError(`${BLOCK_PAGES_DIRECTORY}/${HOME_SLUG}.yaml`, [
      `${BLOCK_PAGES_DIRECTORY}/${HOME_SLUG}.yaml is missing: it is the landing page, /`,
    ]);
  }
  return page;
}
