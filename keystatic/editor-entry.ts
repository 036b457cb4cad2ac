import { collectionPaths, translationName } from "@/keystatic/collection-paths";
import { englishPathOf } from "@/lib/content/content-locales";

const camel = (words: string[]) =>
  words
    .map((word, index) => (index ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join("");

/**
 * The editor's address for the entry that holds `file`, or undefined when the editor has none:
 * `/keystatic/collection/<name>/item/<slug>` for a file of a collection (keystatic/collection-
 * paths.ts), `/keystatic/singleton/<name>` for a data file, whose name is its path in camel case
 * with `pages/` read as `page` (content/pages/contact-support.yaml is `pageContactSupport`;
 * keystatic/editor-entry.test.ts holds every data file of the editor to that); a translation's
 * after its language (`content/fr/faq.yaml` is `frFaq`). Worked out from the
 * file's name alone, so a link can be made where the editor's configuration cannot be built: in
 * the browser, and while the content it reads is broken.
 */
export function editorEntryHref(file: string): string | undefined {
  for (const [name, path] of Object.entries(collectionPaths)) {
    const folder = path.replace(/\*$/, "");
    if (!file.startsWith(folder)) continue;
    const slug = file.slice(folder.length).replace(/\.(md|yaml)$/, "");
    return slug && !slug.includes("/")
      ? `/keystatic/collection/${name}/item/${encodeURIComponent(slug)}`
      : undefined;
  }
  const translation = englishPathOf(file);
  const data = /^content\/([a-z0-9/-]+)\.yaml$/.exec(translation?.englishFile ?? file)?.[1];
  if (!data) return undefined;
  const name = camel(data.replace(/^pages\//, "page/").split(/[/-]/));
  return `/keystatic/singleton/${translation ? translationName(translation.locale, name) : name}`;
}
