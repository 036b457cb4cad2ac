import { collectionPaths } from "@/keystatic/collection-paths";
import { collection, fields } from "@keystatic/core";
import { markdocBody } from "@/keystatic/collections/body";
import {
  dateText,
  draftFlag,
  optionalSelect,
  remoteRegions,
} from "@/keystatic/collections/frontmatter";
import type { EditorData } from "@/keystatic/editor-data";

const list = (label: string, min: number) =>
  fields.array(fields.text({ label, validation: { isRequired: true } }), {
    label,
    itemLabel: (props) => props.value,
    validation: { length: { min } },
  });

/** content/roles/<slug>.md: /careers/<slug>; the body is the role's description. */
export const roles = (data: EditorData) =>
  collection({
    label: "Open roles",
    path: collectionPaths.roles,
    previewUrl: "/careers/{slug}",
    slugField: "title",
    format: { contentField: "body" },
    entryLayout: "content",
    columns: ["title", "department", "location"],
    schema: {
      title: fields.slug({
        name: { label: "Title", validation: { isRequired: true, length: { min: 2 } } },
        slug: { label: "Address", description: "The role's URL: /careers/<address>." },
      }),
      department: fields.text({ label: "Department", validation: { isRequired: true } }),
      location: fields.text({ label: "Location", validation: { isRequired: true } }),
      remote: remoteRegions(),
      type: fields.text({
        label: "Type",
        description: "Full-time, Part-time, Contract, Temporary or Internship",
        validation: { isRequired: true },
      }),
      employmentType: optionalSelect(
        "schema.org employment type",
        data.employmentTypes,
        "Only for a type whose words are not one of the above.",
      ),
      summary: fields.text({
        label: "Summary",
        multiline: true,
        validation: { isRequired: true, length: { min: 40 } },
      }),
      datePosted: dateText("Date posted"),
      validThrough: dateText("Valid through"),
      responsibilities: list("Responsibilities", 3),
      requirements: list("Requirements", 1),
      draft: draftFlag,
      body: markdocBody(undefined),
    },
  });
