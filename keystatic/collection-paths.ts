import { translationLocales, type TranslationLocale } from "@/lib/content/content-locales";

/**
 * Where each of the editor's collections keeps its files (Keystatic's `path`). One list, read by
 * the collections and by what links to an entry from outside the editor (/content-health, the
 * preview's content-mistake notice), which must not build the editor's whole configuration: that
 * reads content, and the content may be what is broken.
 */
const englishCollectionPaths = {
  posts: "content/posts/*",
  help: "content/help/*",
  roles: "content/roles/*",
  legal: "content/legal/*",
  pages: "content/block-pages/*",
} as const;

/** The collections translated into each language (roles are advertised in English only). */
export const translatedCollections = ["posts", "help", "legal", "pages"] as const;

/**
 * A translation's collection or singleton in the editor: its English name after the language,
 * `frPosts`, `nlFaq`, `dePageAbout`, holding the same file names under content/<locale>/.
 */
export const translationName = (locale: TranslationLocale, name: string) =>
  `${locale}${name.charAt(0).toUpperCase()}${name.slice(1)}`;

type Glob = `${string}/*`;

export const collectionPaths: Record<keyof typeof englishCollectionPaths, Glob> &
  Record<string, Glob> = {
  ...englishCollectionPaths,
  ...Object.fromEntries(
    translationLocales.flatMap((locale) =>
      translatedCollections.map((name) => [
        translationName(locale, name),
        englishCollectionPaths[name].replace(/^content\//, `content/${locale}/`) as Glob,
      ]),
    ),
  ),
};
