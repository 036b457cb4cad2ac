import { slugify } from "@/lib/text/slug";

/**
 * The rules for an image in a post or help article that need no file to check: its address and
 * its alt text. lib/content/article.ts applies them in the build (with the file's size and
 * dimensions), the editor before a save (keystatic/collections/body.ts), in the same words.
 *
 * Image files live in `public/` and are written as site paths: `/blog/my-post/chart.svg` (and its
 * phone version, `chart.narrow.svg`, which the page picks by itself).
 */
export const IMAGE_SRC = /^\/[a-z0-9][a-z0-9\-/]*(\.narrow)?\.(svg|png|jpe?g|webp|avif|gif)$/;
const IMAGE_FILE = /^(.*?)(\.narrow)?\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * What to say about an address IMAGE_SRC refuses. The editor keeps an upload's own file name
 * ("Webinar Chart 2026.png", written with %20): that is a name to change, and the message offers
 * one, with where the editor changes it.
 */
export function badImageAddress(src: string): string {
  let decoded = src;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    // A broken escape: say what the address must look like.
  }
  const base = decoded.slice(decoded.lastIndexOf("/") + 1);
  const file = IMAGE_FILE.exec(base);
  if (!decoded.startsWith("/") || !file) {
    return `an image's address is a file in public/ written from the site root, e.g. /blog/my-post/chart.svg (got "${src}")`;
  }
  const [, name = "", narrow = "", extension = ""] = file;
  const suggested = `${slugify(name) || "image"}${narrow}.${extension.toLowerCase()}`;
  return `the image file "${base}" needs a name of lower-case letters, digits and hyphens, such as "${suggested}": rename the file (in the editor: select the image, then Image details above it, File name)`;
}

/** What is wrong with an image's alt text and address, without reading its file. */
export function imageProblems(src: string, alt: string | undefined): string[] {
  return [
    ...(alt?.trim()
      ? []
      : [`the image ${src} needs alt text that says what it shows: ![What it shows](${src})`]),
    ...(IMAGE_SRC.test(src) ? [] : [badImageAddress(src)]),
  ];
}
