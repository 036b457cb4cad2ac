import { collectionPaths } from "@/keystatic/collection-paths";
import { collection, fields } from "@keystatic/core";
import { markdocBody } from "@/keystatic/collections/body";
import type { EditorData } from "@/keystatic/editor-data";
import { fieldsFromSchema } from "@/keystatic/fields-from-schema";

/** content/legal/<slug>.md at /<slug>: /terms-of-service, /privacy-policy, and any page added here. */
export const legal = (data: EditorData) => {
  // The title is the slug field: its name is written, its slug is the file name.
  const frontmatter = fieldsFromSchema(data.legal);
  return collection({
    label: "Legal pages",
    path: collectionPaths.legal,
    previewUrl: "/{slug}",
    slugField: "title",
    format: { contentField: "body" },
    entryLayout: "content",
    schema: {
      ...frontmatter,
      title: fields.slug({ name: { label: "Title", validation: { isRequired: true } } }),
      body: markdocBody(undefined),
    },
  });
};
