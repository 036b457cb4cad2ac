import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import Markdoc, { type Config, type Node, type Schema } from "@markdoc/markdoc";
import { imageSize } from "image-size";
import { longFormConfig } from "@/lib/content/long-form";
import { textOf } from "@/lib/content/markdown";
import { badImageAddress, IMAGE_SRC, imageProblems } from "@/lib/content/image-rules";
import { slugify } from "@/lib/text/slug";

const { Tag } = Markdoc;

/** The largest image a post or article may embed; bigger files belong in an optimiser first. */
const MAX_IMAGE_BYTES = 500 * 1024;

type Dimensions = { width: number; height: number };

/** Reads an image's size from its file, or says what is wrong with it. */
const PUBLIC_DIR = path.join(process.cwd(), "public");

export function imageDimensions(src: string, publicDir = PUBLIC_DIR): Dimensions | string {
  if (!IMAGE_SRC.test(src)) return badImageAddress(src);
  const file = path.join(publicDir, src);
  let bytes: number;
  try {
    bytes = statSync(file).size;
  } catch {
    return `the image ${src} is not in public/`;
  }
  if (bytes > MAX_IMAGE_BYTES) {
    return `the image ${src} is ${Math.round(bytes / 1024)} KiB; the limit is ${MAX_IMAGE_BYTES / 1024} KiB`;
  }
  try {
    const { width, height } = imageSize(readFileSync(file));
    if (width && height) return { width, height };
  } catch {
    // Falls through to the message below.
  }
  return `the image ${src} does not state its width and height (an SVG needs width and height or a viewBox)`;
}

/** `![Alt text](/blog/post/chart.svg)`: alt text is required, dimensions come from the file. */
const image: Schema = {
  attributes: {
    src: { type: String, required: true },
    alt: { type: String },
    title: { type: String },
  },
  validate(node) {
    const alt = node.attributes.alt as string | undefined;
    const src = String(node.attributes.src);
    const errors = imageProblems(src, alt);
    // The address's own problem is said once: the file is read only at a good address.
    const size = IMAGE_SRC.test(src) ? imageDimensions(src) : undefined;
    if (typeof size === "string") errors.push(size);
    // A phone version beside it is held to the same rules.
    const narrow = narrowVariant(src);
    const narrowSize = narrow === undefined ? undefined : imageDimensions(narrow);
    if (typeof narrowSize === "string") errors.push(narrowSize);
    return errors.map((message) => ({ id: "image", level: "error" as const, message }));
  },
  transform(node) {
    const src = String(node.attributes.src);
    const size = imageDimensions(src);
    const { width, height } = typeof size === "string" ? { width: 0, height: 0 } : size;
    const img = new Tag("img", {
      src,
      alt: node.attributes.alt,
      width,
      height,
      loading: "lazy",
      decoding: "async",
    });
    // A wide chart shrinks to unreadable text on a phone; its phone version, when the writer
    // drew one, is chosen there instead, with its own size reserved.
    const narrow = narrowVariant(src);
    const narrowSize = narrow === undefined ? undefined : imageDimensions(narrow);
    if (narrow === undefined || typeof narrowSize !== "object") return img;
    return new Tag("picture", {}, [
      new Tag("source", {
        media: NARROW_MEDIA,
        srcSet: narrow,
        width: narrowSize.width,
        height: narrowSize.height,
      }),
      img,
    ]);
  },
};

/**
 * Where an image's phone version is used: screens below Tailwind's `md`, where posts are one
 * column. Paper gets the wide one, which reads well across a printed page.
 */
export const NARROW_MEDIA = "screen and (max-width: 767px)";

/**
 * The phone version of an image, when a file of that name sits beside it:
 * `/blog/my-post/chart.svg` has `/blog/my-post/chart.narrow.svg`.
 */
export function narrowVariant(src: string, publicDir = PUBLIC_DIR): string | undefined {
  if (!IMAGE_SRC.test(src) || src.includes(".narrow.")) return undefined;
  const narrow = src.replace(/(\.[a-z0-9]+)$/, ".narrow$1");
  return existsSync(path.join(publicDir, narrow)) ? narrow : undefined;
}

/** `##` and `###` headings get an anchor from their text unless one is written (`{% #id %}`). */
const heading: Schema = {
  ...longFormConfig.nodes?.heading,
  transform(node, config) {
    const level = Number(node.attributes.level);
    const id = typeof node.attributes.id === "string" ? node.attributes.id : slugify(textOf(node));
    return new Tag(`h${level}`, { id }, node.transformChildren(config));
  },
};

/**
 * Code blocks keep their lines and scroll sideways when wide, so keyboard users can reach them
 * (axe: scrollable-region-focusable).
 */
const fence: Schema = {
  ...Markdoc.nodes.fence,
  transform(node) {
    const language = node.attributes.language as string | undefined;
    const code = String(node.attributes.content ?? "");
    return new Tag("pre", { tabIndex: 0, ...(language && { "data-language": language }) }, [
      new Tag("code", {}, [code]),
    ]);
  },
};

/**
 * Posts and help articles: the legal documents' nodes (links checked, `{% terms %}`) plus
 * images with alt text and dimensions, and anchored headings. Markdoc renders code fences,
 * quotes and lists itself.
 */
export const articleConfig: Config = {
  ...longFormConfig,
  nodes: { ...longFormConfig.nodes, heading, image, fence },
};

/** Words a minute for reading time, a common figure for web reading of non-fiction. */
const WORDS_PER_MINUTE = 230;

export function wordCount(body: Node): number {
  let words = 0;
  for (const node of body.walk()) {
    if (node.type === "text" && typeof node.attributes.content === "string") {
      words += node.attributes.content.split(/\s+/).filter(Boolean).length;
    }
  }
  return words;
}

/** Minutes to read a body, at least one. */
export function readingMinutes(body: Node): number {
  return Math.max(1, Math.round(wordCount(body) / WORDS_PER_MINUTE));
}

/** The headings a table of contents lists: the `##` ones, with their anchors. */
export function outline(body: Node): { id: string; title: string }[] {
  return body.children
    .filter((node) => node.type === "heading" && node.attributes.level === 2)
    .map((node) => ({
      id: typeof node.attributes.id === "string" ? node.attributes.id : slugify(textOf(node)),
      title: textOf(node),
    }));
}
