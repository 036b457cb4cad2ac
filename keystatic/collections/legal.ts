import { collectionPaths } from "@/keystatic/collection-paths";
import { draftFlag } from "@/keystatic/collections/frontmatter";
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
    // The list shows each entry's address; its title beside it tells pages apart.
    columns: ["title", "draft"],
    format: { contentField: "body" },
    entryLayout: "content",
    schema: {
      ...frontmatter,
      // The posts' flag, named for the list's Draft column (it keeps its place from the spread,
      // and so its place in the file).
      draft: draftFlag,
      title: fields.slug({ name: { label: "Title", validation: { isRequired: true } } }),
      body: markdocBody(undefined),
    },
  });
};
