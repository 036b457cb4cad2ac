import { config, fields, singleton, type ComponentSchema } from "@keystatic/core";
import {
  collectionPaths,
  translatedCollections,
  translationName,
} from "@/keystatic/collection-paths";
import {
  localeNames,
  translationLocales,
  type TranslationLocale,
} from "@/lib/content/content-locales";
import { help } from "@/keystatic/collections/help";
import { legal } from "@/keystatic/collections/legal";
import { pages } from "@/keystatic/collections/pages";
import { posts } from "@/keystatic/collections/posts";
import { roles } from "@/keystatic/collections/roles";
import type { EditorData } from "@/keystatic/editor-data";
import { fieldsFromSchema } from "@/keystatic/fields-from-schema";
import { withTextChecks } from "@/keystatic/text-checks";

/**
 * The page a data file shows on, for the editor's Preview link: `content/pages/<route>.yaml` is
 * `/<route>`; the rest (landing sections, plans, FAQ, site-wide texts) shows on the landing page.
 */
export function previewPath(file: string): string {
  const page = /^content\/pages\/([a-z-]+)\.yaml$/.exec(file)?.[1];
  return page && page !== "legal" ? `/${page}` : "/";
}

/**
 * The field every translation starts with: the English version it was made from (docs/
 * marketers.md, "Translate"). The content report compares it with the English file's version.
 */
const translatedFrom = fields.text({
  label: "Translated from (English version)",
  description:
    "The version of the English file this translation is made from. After bringing the text in step with the English and saving, press Mark as up to date on the translations page (/translations), which sets it; or paste the version the content health page gives.",
  validation: { isRequired: false, length: { min: 0, max: 40 } },
});

/** A translation's address on the site: the English address under the language's prefix. */
const localePreview = (locale: TranslationLocale, path: string) =>
  path === "/" ? `/${locale}` : `/${locale}${path}`;

/**
 * The editor over the repository's own files (local mode: `next dev` reads and writes them; no
 * server, account or database). Made from the build's rules (`editorData()`), so the same code
 * runs in the route handler on the server and in the editor page in the browser.
 */
export function createConfig(data: EditorData) {
  const checked = <C extends { schema: Record<string, ComponentSchema> }>(collection: C): C => ({
    ...collection,
    schema: withTextChecks(collection.schema, data.tokens),
  });
  const dataFiles = Object.fromEntries(
    data.singletons.map(({ name, label, file, schema }) => [
      name,
      singleton({
        label,
        path: file.replace(/\.yaml$/, ""),
        previewUrl: previewPath(file),
        format: { data: "yaml" },
        schema: withTextChecks(fieldsFromSchema(schema), data.tokens),
      }),
    ]),
  );
  // Each language's copy of every data file and collection, under the same names in
  // content/<locale>/ (Keystatic has no translations of its own: one singleton or collection per
  // language, grouped by language in the sidebar).
  const translatedSingletons = Object.fromEntries(
    translationLocales.flatMap((locale) =>
      data.singletons.map(({ name, label, file, schema }) => [
        translationName(locale, name),
        singleton({
          label: `${label} (${localeNames[locale]})`,
          path: file.replace(/^content\//, `content/${locale}/`).replace(/\.yaml$/, ""),
          previewUrl: localePreview(locale, previewPath(file)),
          format: { data: "yaml" },
          schema: {
            translatedFrom,
            ...withTextChecks(fieldsFromSchema(schema), data.tokens),
          },
        }),
      ]),
    ),
  );
  const english = {
    posts: checked(posts(data)),
    help: checked(help(data)),
    legal: checked(legal(data)),
    pages: checked(pages(data)),
  };
  const translatedCollectionsConfig = Object.fromEntries(
    translationLocales.flatMap((locale) =>
      translatedCollections.map((name) => {
        const base = english[name];
        const key = translationName(locale, name);
        return [
          key,
          {
            ...base,
            label: `${base.label} (${localeNames[locale]})`,
            path: collectionPaths[key]!,
            previewUrl: base.previewUrl && localePreview(locale, base.previewUrl),
            schema: { translatedFrom, ...base.schema },
          } as unknown as typeof base,
        ];
      }),
    ),
  );
  return config({
    storage: { kind: "local" },
    ui: {
      brand: { name: "Site content" },
      navigation: {
        "Long-form": ["posts", "help", "roles", "legal"],
        "Prices and answers": ["plans", "claims", "faq", "tools", "calculator", "chat"],
        // The roadmap is a section of the landing page, so it is listed with them.
        "Landing page": [
          ...data.singletons.map(({ name }) => name).filter((name) => name.startsWith("landing")),
          "roadmap",
        ],
        Pages: [
          "pages",
          ...data.singletons.map(({ name }) => name).filter((name) => name.startsWith("page")),
        ],
        "Site-wide": [
          "site",
          "navigation",
          "footer",
          "interfaceLabels",
          "consent",
          "forms",
          "integrations",
        ],
        ...Object.fromEntries(
          translationLocales.map((locale) => [
            localeNames[locale],
            [
              ...translatedCollections.map((name) => translationName(locale, name)),
              ...data.singletons.map(({ name }) => translationName(locale, name)),
            ],
          ]),
        ),
      },
    },
    collections: {
      ...english,
      roles: checked(roles(data)),
      ...translatedCollectionsConfig,
    },
    singletons: { ...dataFiles, ...translatedSingletons },
  });
}
