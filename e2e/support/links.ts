import type { APIRequestContext } from "@playwright/test";

/** The ids an HTML document gives its elements: what a `#fragment` can land on. */
function idsIn(html: string): Set<string> {
  return new Set(
    Array.from(html.matchAll(/<[a-z][^>]*?\sid="([^"]+)"/g), (match) => match[1] ?? ""),
  );
}

/** What a link's target path answers: a problem, or the ids its page has (null for a file). */
type Target = { problem: string } | { ids: Set<string> | null };

/**
 * Checks internal links against the served site. Each target path is requested once per
 * resolver, so a sweep over every page asks for the shared header and footer targets once.
 */
export function linkResolver(request: APIRequestContext) {
  const targets = new Map<string, Promise<Target>>();

  async function fetchTarget(path: string): Promise<Target> {
    const response = await request.get(path);
    if (response.status() !== 200) return { problem: `${path}: answers ${response.status()}` };
    // Downloads (the media kit's logo pack) are files, not pages.
    if (!response.headers()["content-type"]?.startsWith("text/html")) return { ids: null };
    const html = await response.text();
    if (/<title>Page not found/.test(html)) return { problem: `${path}: is the 404 page` };
    return { ids: idsIn(html) };
  }

  return {
    /**
     * What the internal links among `hrefs` (as written on the page at `pageUrl`) point at that
     * does not exist: a path that does not answer 200 with a real page, or a `#fragment` with no
     * element of that id on its target page. Each entry names the link.
     */
    async unresolved(pageUrl: string, hrefs: readonly string[]): Promise<string[]> {
      const origin = new URL(pageUrl).origin;
      const fragmentsByPath = new Map<string, Set<string>>();
      for (const href of hrefs) {
        const url = new URL(href, pageUrl);
        if (url.origin !== origin) continue;
        const fragments = fragmentsByPath.get(url.pathname) ?? new Set<string>();
        if (url.hash.length > 1) fragments.add(decodeURIComponent(url.hash.slice(1)));
        fragmentsByPath.set(url.pathname, fragments);
      }

      const problems: string[] = [];
      for (const [path, fragments] of fragmentsByPath) {
        let target = targets.get(path);
        if (!target) targets.set(path, (target = fetchTarget(path)));
        const answer = await target;
        if ("problem" in answer) {
          problems.push(answer.problem);
          continue;
        }
        const { ids } = answer;
        if (!ids) continue;
        for (const fragment of fragments) {
          if (!ids.has(fragment)) problems.push(`${path}#${fragment}: no element with that id`);
        }
      }
      return problems;
    },
  };
}
