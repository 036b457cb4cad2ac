/**
 * The address of a page's Markdown copy: the page's own plus `.md`, as llmstxt.org proposes
 * (`/blog/<slug>` -> `/blog/<slug>.md`, `/fr/terms-of-service` -> `/fr/terms-of-service.md`).
 */
export function markdownPath(pagePath: `/${string}`): `/${string}` {
  if (pagePath === "/") throw new Error("The home page has no Markdown copy");
  return `/${pagePath.slice(1).replace(/\/$/, "")}.md`;
}
