import { config, singleton, type ComponentSchema } from "@keystatic/core";
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
      },
    },
    collections: {
      posts: checked(posts(data)),
      help: checked(help(data)),
      roles: checked(roles(data)),
      legal: checked(legal(data)),
      pages: checked(pages(data)),
    },
    singletons: dataFiles,
  });
}
