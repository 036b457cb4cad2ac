import { collectionPaths } from "@/keystatic/collection-paths";
import { draftFlag } from "@/keystatic/collections/frontmatter";
import { collection, fields, type ComponentSchema } from "@keystatic/core";
import type { BlockChoices, Choice } from "@/keystatic/blocks-data";
import type { EditorData } from "@/keystatic/editor-data";
import { fieldsFromSchema, labelOf, type JsonSchema } from "@/keystatic/fields-from-schema";

/** A block's setting that names shared items, and the list it chooses among (blocks-data.ts). */
const CHOICE_SETTINGS: Record<string, keyof BlockChoices> = {
  plans: "plans",
  questions: "questions",
  tools: "tools",
  tabs: "tabs",
  logos: "logos",
};

/**
 * Shared items chosen by id, in the order chosen: a list of picks from the file's own items, so
 * a page references a plan or question and never copies its words.
 */
function choiceList(key: string, choices: Choice[], description?: string): ComponentSchema {
  const label = choices.find((choice) => choice.value)?.label ?? key;
  return fields.array(
    fields.select({ label: labelOf(key), options: choices, defaultValue: choices[0]?.value ?? "" }),
    {
      label: labelOf(key),
      description: description ?? "Leave empty for all of them.",
      itemLabel: (props) =>
        choices.find((choice) => choice.value === props.value)?.label ?? props.value ?? label,
    },
  );
}

/** One block's settings as fields: its schema's, with shared items picked from their files. */
function blockFields(data: EditorData, schema: EditorData["blocks"][number]["schema"]) {
  const out = fieldsFromSchema(schema);
  for (const key of Object.keys(out)) {
    const list = CHOICE_SETTINGS[key];
    if (list)
      out[key] = choiceList(key, data.blockChoices[list], schema.properties?.[key]?.description);
  }
  return fields.object(out);
}

/**
 * The search description: its length as the build checks it, or a lone `{{token}}` (the landing
 * page's is the site's own, `{{site.description}}`), whose words are counted when it is resolved.
 */
function description(schema: JsonSchema | undefined) {
  const min = schema?.minLength ?? 1;
  return fields.text({
    label: "Description",
    description: schema?.description,
    multiline: true,
    validation: {
      isRequired: true,
      length: { max: schema?.maxLength ?? Infinity },
      pattern: {
        regex: new RegExp(`^\\{\\{[a-zA-Z0-9.]+\\}\\}$|^[\\s\\S]{${min},}$`),
        message: `Description: write at least ${min} characters, a sentence a search result can show`,
      },
    },
  });
}

/** An address no route, file of the export or legal document of the site has. */
export function freeAddress(taken: readonly string[]): RegExp {
  const names = taken.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  return new RegExp(`^(?!(?:${names})$)[a-z0-9]+(?:-[a-z0-9]+)*$`);
}

/**
 * content/block-pages/<address>.yaml: a page made of blocks at /<address> (home.yaml is `/`).
 * The page's settings are the build's own (content/block-pages.ts), so what the editor saves is
 * what the build checks.
 */
export const pages = (data: EditorData) => {
  // Title, description and blocks have fields of their own below.
  const settings = Object.fromEntries(
    Object.entries(fieldsFromSchema(data.blockPage)).filter(
      ([key]) => !["title", "description", "blocks"].includes(key),
    ),
  );
  const titleMax = data.blockPage.properties?.title?.maxLength;
  return collection({
    label: "Pages",
    path: collectionPaths.pages,
    previewUrl: "/{slug}",
    slugField: "title",
    // The list shows each entry's address; its title beside it tells pages apart.
    columns: ["title", "draft"],
    format: { data: "yaml" },
    schema: {
      title: fields.slug({
        name: {
          label: "Title",
          description: "The page's name in search results and browser tabs.",
          validation: { isRequired: true, length: { min: 2, max: titleMax } },
        },
        slug: {
          label: "Address",
          description:
            "The page's URL: /<address>, lower-case words joined by hyphens. home is the landing page, /.",
          validation: {
            pattern: {
              regex: freeAddress(data.takenAddresses),
              message:
                "Use lower-case words joined by hyphens, and an address no other page of the site has (such as /pricing or /blog).",
            },
          },
        },
      }),
      description: description(data.blockPage.properties?.description),
      ...settings,
      // The posts' flag, named for the list's Draft column (it keeps its place from the spread,
      // and so its place in the file).
      draft: draftFlag,
      blocks: fields.blocks(
        Object.fromEntries(
          data.blocks.map((block) => [
            block.type,
            {
              label: block.label,
              schema: blockFields(data, block.schema),
              // "FAQ: ClickFunnels users ask": the kind, and the words that tell two apart.
              itemLabel: (props: { fields: object }) => {
                const fields = props.fields as Record<string, { value?: unknown } | undefined>;
                const words = [fields.title?.value, fields.heading?.value].find(
                  (value): value is string => typeof value === "string" && value !== "",
                );
                return words ? `${block.label}: ${words}` : block.label;
              },
            },
          ]),
        ),
        {
          label: "Blocks",
          description:
            "The page from top to bottom. It starts with a Hero or a Page header, whose title is the page's heading.",
          validation: { length: { min: 1 } },
        },
      ),
    },
  });
};
