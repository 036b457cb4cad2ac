/**
 * Every prerendered, indexable page route. The sitemap is built from this list and the
 * collections (posts, help articles, roles, legal documents, pages of blocks), and the e2e gates (axe, links,
 * headings, byte budget) loop over the sitemap, so a new page is covered by adding it here.
 * /gdpr is a redirect and stays out.
 */
export const routes = [
  "/",
  "/about",
  "/careers",
  "/blog",
  "/press",
  "/brand",
  "/partners",
  "/help-center",
  "/contact-support",
  "/training",
  "/status",
] as const satisfies readonly `/${string}`[];

/**
 * Where /gdpr leads: the privacy policy's section on GDPR rights (its `{% #your-rights %}`
 * heading). Used by the /gdpr page, next.config.ts and public/_redirects (kept equal by
 * e2e/shell.spec.ts).
 */
export const GDPR_TARGET = "/privacy-policy#your-rights";

/**
 * The site's own redirects a link in content may name (`/gdpr`), and where each leads. They
 * answer in English only: a link to one on a page in another language goes straight to the
 * target in that language (`/fr/privacy-policy#your-rights`; the translations keep the English
 * headings' ids).
 */
export const REDIRECTS: Readonly<Record<string, `/${string}`>> = { "/gdpr": GDPR_TARGET };

/**
 * The file of the landing page among the pages of blocks: content/block-pages/home.yaml is `/`.
 * The editor's Preview opens `/<file name>`, so `next dev` sends /home to `/` (next.config.ts).
 */
export const HOME_SLUG = "home";
