import type { APIRequestContext, Page } from "@playwright/test";

/** The ids an HTML document gives its elements: what a `#fragment` can land on. */
function idsIn(html: string): Set<string> {
  return new Set(
    Array.from(html.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/g), (match) => match[1] ?? ""),
  );
}

/**
 * What the page's internal links point at that does not exist: a path that does not answer 200
 * with a real page, or a `#fragment` with no element of that id on its target page. Each entry
 * names the link.
 */
export async function unresolvedLinks(page: Page, request: APIRequestContext): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  const fragmentsByPath = new Map<string, Set<string>>();
  for (const href of hrefs) {
    const url = new URL(href, page.url());
    if (url.origin !== origin) continue;
    const fragments = fragmentsByPath.get(url.pathname) ?? new Set<string>();
    if (url.hash.length > 1) fragments.add(decodeURIComponent(url.hash.slice(1)));
    fragmentsByPath.set(url.pathname, fragments);
  }

  const problems: string[] = [];
  for (const [path, fragments] of fragmentsByPath) {
    const response = await request.get(path);
    if (response.status() !== 200) {
      problems.push(`${path}: answers ${response.status()}`);
      continue;
    }
    // Downloads (the media kit's logo pack) are files, not pages.
    if (!response.headers()["content-type"]?.startsWith("text/html")) continue;
    const html = await response.text();
    if (/<title>Page not found/.test(html)) problems.push(`${path}: is the 404 page`);
    const ids = idsIn(html);
    for (const fragment of fragments) {
      if (!ids.has(fragment)) problems.push(`${path}#${fragment}: no element with that id`);
    }
  }
  return problems;
}
