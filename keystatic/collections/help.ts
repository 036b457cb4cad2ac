import { collectionPaths } from "@/keystatic/collection-paths";
import { collection, fields } from "@keystatic/core";
import { block } from "@keystatic/core/content-components";
import { markdocBody } from "@/keystatic/collections/body";
import {
  dateText,
  draftFlag,
  optionalFlag,
  optionalSelect,
  selectOf,
} from "@/keystatic/collections/frontmatter";
import type { EditorData } from "@/keystatic/editor-data";

/** content/help/<slug>.md: /help-center/<slug>. */
export const help = (data: EditorData) =>
  collection({
    label: "Help articles",
    path: collectionPaths.help,
    previewUrl: "/help-center/{slug}",
    slugField: "title",
    format: { contentField: "body" },
    entryLayout: "content",
    columns: ["title", "category", "updated"],
    schema: {
      title: fields.slug({
        name: { label: "Title", validation: { isRequired: true, length: { min: 2, max: 90 } } },
        slug: { label: "Address", description: "The article's URL: /help-center/<address>." },
      }),
      description: fields.text({
        label: "Description",
        multiline: true,
        validation: { isRequired: true, length: { min: 20, max: data.descriptionMax } },
      }),
      category: selectOf("Category", data.helpCategories),
      updated: dateText("Updated"),
      order: fields.integer({
        label: "Order",
        description: "Place in its category's list and the popular one; empty sorts by title.",
      }),
      popular: optionalFlag("Popular", "Listed under the Help Center's popular articles."),
      icon: optionalSelect("Icon", data.icons, "Shown beside a popular article (required then)."),
      draft: draftFlag,
      body: markdocBody("help", {
        "plan-limits": block({
          label: "Plan limits",
          description: "A table of rows from the plan comparison, one line per plan.",
          schema: {
            features: fields.multiselect({
              label: "Rows to show",
              description:
                "Rows of Landing: plan table, as columns in the order ticked, one line per plan.",
              options: data.planLimitRows.map((row) => ({ label: row, value: row })),
              // A new block starts with one row: a table of none fails the page (the tag needs
              // rows), and the editor cannot require a tick.
              defaultValue: data.planLimitRows.slice(0, 1),
            }),
          },
          // The rows chosen, so the block says which table it is without opening it.
          ContentView: ({ value }) =>
            value.features.join(" · ") || "No rows chosen: tick at least one, or the page fails",
        }),
      }),
    },
  });
