/**
 * Every prerendered, indexable route. The sitemap is built from this list and the e2e gates
 * (axe, links, headings, byte budget) loop over the sitemap, so a new page is covered by
 * adding it here. /gdpr is a redirect and stays out.
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
  "/privacy-policy",
  "/terms-of-service",
] as const satisfies readonly `/${string}`[];
