import { fields } from "@keystatic/core";
import { block, wrapper, type ContentComponent } from "@keystatic/core/content-components";
import Markdoc from "@markdoc/markdoc";
import { badImageAddress, IMAGE_SRC } from "@/lib/content/image-rules";

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
  const body = fields.markdoc({
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
  if (!imageFolder) return body;
  return {
    ...body,
    // Keystatic does not check an image's alt text or its file's name; the build refuses both.
    validate(value: Parameters<typeof body.validate>[0]) {
      // The entry's address is not known here; the images' file names are.
      const { content } = body.serialize(value, { slug: "entry" });
      const problems = bodyImageProblems(new TextDecoder().decode(content));
      if (problems.length > 0) throw new Error(problems.join("; "));
      return body.validate(value);
    },
  };
}

/**
 * The images of a Markdoc body whose alt text or file name the build would refuse, each named
 * as the marketer placed it (its file name and its place among the body's images), with what to
 * do in the editor. keystatic/blocked-save-notice.tsx finds the image by its quoted file name.
 */
export function bodyImageProblems(text: string): string[] {
  const problems: string[] = [];
  let place = 0;
  for (const node of Markdoc.parse(text).walk()) {
    if (node.type !== "image") continue;
    place++;
    const src = String(node.attributes.src);
    const file = decodeURIComponent(src.slice(src.lastIndexOf("/") + 1));
    const alt = node.attributes.alt as string | undefined;
    if (!alt?.trim()) {
      problems.push(
        `the image "${file}" (image ${place} of the body) needs alt text: select it, press Image details above it, and write under Alt text what it shows`,
      );
    }
    if (!IMAGE_SRC.test(src)) problems.push(badImageAddress(src));
  }
  return problems;
}
