/**
 * Where each of the editor's collections keeps its files (Keystatic's `path`). One list, read by
 * the collections and by what links to an entry from outside the editor (/content-health, the
 * preview's content-mistake notice), which must not build the editor's whole configuration: that
 * reads content, and the content may be what is broken.
 */
export const collectionPaths = {
  posts: "content/posts/*",
  help: "content/help/*",
  roles: "content/roles/*",
  legal: "content/legal/*",
  pages: "content/block-pages/*",
} as const;
