import { fields } from "@keystatic/core";
import { block, wrapper, type ContentComponent } from "@keystatic/core/content-components";

/**
 * A Markdoc body as lib/content/article.ts and long-form.ts read it: `##`/`###` headings with an
 * optional anchor (`{% #free-trial %}`), the `{% terms %}` and `{% contact /%}` tags, and images
 * uploaded into `public/<folder>/<slug>/` with alt text. Their dimensions are read from the file
 * at build time (image-size), which also fails an image over the size limit.
 */
export function markdocBody(
  imageFolder: string | undefined,
  /** Tags of this collection only, e.g. the help articles' `{% plan-limits %}`. */
  extraComponents: Record<string, ContentComponent> = {},
) {
  return fields.markdoc({
    label: "Body",
    extension: "md",
    options: {
      heading: {
        levels: [2, 3],
        schema: {
          id: fields.text({
            label: "Anchor",
            description: "Lower-case words joined by hyphens; links to #anchor keep working.",
            validation: {
              pattern: { regex: /^$|^[a-z0-9]+(-[a-z0-9]+)*$/, message: "e.g. free-trial" },
            },
          }),
        },
      },
      image: imageFolder
        ? {
            directory: `public/${imageFolder}`,
            publicPath: `/${imageFolder}/`,
            schema: {
              alt: fields.text({
                label: "Alt text",
                description: "What the image shows, for people who cannot see it.",
                validation: { isRequired: true },
              }),
              title: fields.text({ label: "Title" }),
            },
          }
        : false,
      table: true,
    },
    components: {
      terms: wrapper({ label: "Terms and explanations", schema: {} }),
      contact: block({ label: "Contact address", schema: {} }),
      ...extraComponents,
    },
  });
}
