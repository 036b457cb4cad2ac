import { collectionPaths } from "@/keystatic/collection-paths";
import { collection, fields } from "@keystatic/core";
import { markdocBody } from "@/keystatic/collections/body";
import { dateText, draftFlag, selectOf } from "@/keystatic/collections/frontmatter";
import type { EditorData } from "@/keystatic/editor-data";

/** content/posts/<slug>.md: the file name is the address, /blog/<slug>. */
export const posts = (data: EditorData) =>
  collection({
    label: "Blog posts",
    path: collectionPaths.posts,
    previewUrl: "/blog/{slug}",
    slugField: "title",
    format: { contentField: "body" },
    entryLayout: "content",
    columns: ["title", "date", "category", "draft"],
    schema: {
      title: fields.slug({
        name: {
          label: "Title",
          validation: { isRequired: true, length: { min: 10, max: data.postTitleMax } },
        },
        slug: {
          label: "Address",
          description: "The post's URL: /blog/<address>.",
          validation: { length: { max: data.postTitleMax } },
        },
      }),
      excerpt: fields.text({
        label: "Excerpt",
        multiline: true,
        validation: { isRequired: true, length: { min: 60, max: data.descriptionMax } },
      }),
      author: fields.text({ label: "Author", validation: { isRequired: true } }),
      date: dateText("Date"),
      updated: dateText("Updated", false),
      category: selectOf("Category", data.postCategories),
      draft: draftFlag,
      body: markdocBody("blog"),
    },
  });
