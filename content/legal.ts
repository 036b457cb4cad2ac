import { readdirSync } from "node:fs";
import path from "node:path";
import { legalFrontmatterSchema, type LegalDocument } from "@/content/pages/legal";
import { siteTokens, tokensIn } from "@/content/tokens";
import {
  defineLocalizedCollection,
  readCollection,
  type CollectionEntry,
} from "@/lib/content/collection";
import type { ContentLocale } from "@/lib/content/content-locales";
import { ContentError } from "@/lib/content/errors";
import { longFormConfig, toSections } from "@/lib/content/long-form";
import { locales } from "@/lib/i18n/locales";

type LegalEntry = CollectionEntry<(typeof legalFrontmatterSchema)["_output"]>;

/**
 * Names the export writes at its top level whatever app/ holds: `index` is the home page
 * (out/index.html), `404` and `_not-found` the not-found page, `_next` the framework's files and
 * `pagefind` the search index. A `404.md` would replace the page every unknown address gets.
 */
const EXPORT_NAMES = ["index", "404", "_not-found", "_next", "pagefind"];

/**
 * The first segments of the app's own routes (`about`, `blog`, `gdpr`...), of public/'s folders,
 * the export's own names and the languages' prefixes (`fr`...): a legal page is served at
 * `/<slug>`, so it may not take one of them, where the other page would win and the document
 * would never be seen. The pages live under app/[locale] (every language's address is
 * `/<locale>/<slug>`, and English's `/<slug>`), so that folder counts as the top level.
 */
export function takenRouteNames(root = process.cwd()): Set<string> {
  const folders = (dir: string) => {
    try {
      return readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    } catch {
      return [];
    }
  };
  const names = new Set<string>([...EXPORT_NAMES, ...locales]);
  const add = (dir: string) => {
    for (const entry of folders(dir)) {
      if (/^\(.+\)$/.test(entry.name) || entry.name === "[locale]") add(path.join(dir, entry.name));
      else if (!entry.name.startsWith("[")) names.add(entry.name);
    }
  };
  add(path.join(root, "app"));
  for (const entry of folders(path.join(root, "public"))) names.add(entry.name);
  return names;
}

const options = {
  directory: "content/legal",
  schema: legalFrontmatterSchema,
  config: longFormConfig,
  tokens: siteTokens,
};

/** Checks each entry's address and resolves its body into numbered sections. */
function toDocuments(entries: LegalEntry[], root: string): LegalDocument[] {
  const taken = takenRouteNames(root);
  return entries.map(({ slug, source, locale, frontmatter, body }) => {
    if (taken.has(slug)) {
      throw new ContentError(source, [
        `${source}: the file name is the page's address, /${slug}, which another page of the site already has; rename the file, e.g. ${slug}-policy.md`,
      ]);
    }
    const config = { ...longFormConfig, variables: { contactEmail: frontmatter.contactEmail } };
    return { slug, source, locale, ...frontmatter, ...toSections(source, body, config) };
  });
}

/** Reads content/legal under `root` (a test's temporary folder). */
export function readLegalDocuments(root: string, drafts = false): LegalDocument[] {
  return toDocuments(readCollection({ ...options, root, drafts }), root);
}

const readEntries = defineLocalizedCollection({ ...options, tokens: tokensIn });

/**
 * Every legal document, sorted by file name (read afresh in `next dev`, as collections are); in
 * another language those translated into it, in full (the English version prevails: the page says so).
 */
export function legalDocuments(locale: ContentLocale = "en"): LegalDocument[] {
  return toDocuments(readEntries(locale), process.cwd());
}

export function legalPath(slug: string): `/${string}` {
  return `/${slug}`;
}

/** The document at content/legal/<slug>.md in `locale`, if there is one (a page's address). */
export function findLegalDocument(
  slug: string,
  locale: ContentLocale = "en",
): LegalDocument | undefined {
  return legalDocuments(locale).find((entry) => entry.slug === slug);
}

/** The document at content/legal/<slug>.md, which the caller (a test) needs to exist. */
export function legalDocument(slug: string): LegalDocument {
  const document = findLegalDocument(slug);
  if (!document) throw new Error(`content/legal/${slug}.md is missing: the site links to it.`);
  return document;
}
