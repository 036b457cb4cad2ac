// The kinds of page the site's routes are made from, shared by the e2e gates and the benchmark.

/**
 * A route's language prefix (`/fr/blog/x` -> `fr`), none for English, which has no prefix: the
 * languages of lib/i18n/locales.ts (scripts/templates.test.ts holds them to it).
 */
const LANGUAGE_PREFIX = /^\/(fr|nl|de)(?=\/|$)/;

/** A route as its English page's (`/fr/about` -> `/about`, `/fr` -> `/`). */
function withoutLanguage(route) {
  return route.replace(LANGUAGE_PREFIX, "") || "/";
}

/**
 * A route's template: the pages of content/routes.ts are each their own ("page"); the ones
 * generated from content files share one template per kind, and so do the pages made of blocks
 * (`blockPages`, their paths).
 */
function templateOf(route, blockPages) {
  route = withoutLanguage(route);
  if (blockPages.has(route)) return "block-page";
  if (/^\/blog\/(page|category)\/[^/]+$/.test(route)) return "blog-listing";
  if (/^\/blog\/[^/]+$/.test(route)) return "post";
  if (/^\/help-center\/[^/]+$/.test(route)) return "help-article";
  if (/^\/careers\/[^/]+$/.test(route)) return "role";
  return "page";
}

/**
 * Every hand-made page, plus one sample of each generated template - its largest HTML file
 * (`bytesOf(route)`), the one with the most content to get wrong - in the order of `routes`,
 * in each language: a French post is drawn from French words (longer, other characters) but the
 * same markup as every other French post. A page of blocks left out of `blockPages` counts as
 * hand-made, so it is always chosen. `blockPages` holds English addresses.
 */
export function templateRoutes(routes, bytesOf, blockPages = new Set()) {
  const samples = new Map();
  for (const route of routes) {
    const template = templateOf(route, blockPages);
    if (template === "page") continue;
    const key = `${LANGUAGE_PREFIX.exec(route)?.[1] ?? "en"} ${template}`;
    const bytes = bytesOf(route);
    const sample = samples.get(key);
    if (!sample || bytes > sample.bytes) samples.set(key, { route, bytes });
  }
  const chosen = new Set([...samples.values()].map((sample) => sample.route));
  return routes.filter((route) => templateOf(route, blockPages) === "page" || chosen.has(route));
}
