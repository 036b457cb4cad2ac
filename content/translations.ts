import type { z } from "zod";
import { blockPages, blockPageSchema } from "@/content/block-pages";
import { aboutSchema } from "@/content/pages/about";
import { blogSchema } from "@/content/pages/blog";
import { brandSchema } from "@/content/pages/brand";
import { careersSchema } from "@/content/pages/careers";
import { contactSupportSchema } from "@/content/pages/contact-support";
import { helpCenterSchema } from "@/content/pages/help-center";
import { partnersSchema } from "@/content/pages/partners";
import { pressSchema } from "@/content/pages/press";
import { statusSchema } from "@/content/pages/status";
import { thankYouSchema } from "@/content/pages/thank-you";
import { trainingSchema } from "@/content/pages/training";
import { getHelpArticles } from "@/content/help";
import { legalDocuments } from "@/content/legal";
import { getPosts } from "@/content/posts";
import { HOME_SLUG, REDIRECTS, type routes } from "@/content/routes";
import { contentLocales, SOURCE_LOCALE, type ContentLocale } from "@/lib/content/content-locales";
import { localesOfFile } from "@/lib/content/translation-files";
import { pageCount } from "@/lib/blog/blog-listing";
import { localePath } from "@/lib/i18n/locales";

/**
 * Which languages each page is published in, for the routes, the sitemap, hreflang and the
 * language switcher. A page exists in a language when its own content is translated into it
 * (docs/content.md, "Translations"): a hand-made page when its page file is
 * (`content/fr/pages/about.yaml` for /fr/about), the landing page when its file of blocks is
 * (`content/fr/block-pages/home.yaml`), a post, help article, legal document or page of blocks
 * when its own file is. A translation that is still the English text (started in the editor,
 * nothing translated yet: lib/content/untranslated.ts) does not publish the page; the content
 * report lists it. English has every page. What a translated page shows from a file that
 * is not translated yet (a shared FAQ answer) is in English until it is, and the content report
 * lists it. Roles (content/roles/) are in English only.
 */

/** The file whose translation publishes each hand-made page in a language. */
const ROUTE_FILES = {
  "/": `content/block-pages/${HOME_SLUG}.yaml`,
  "/about": "content/pages/about.yaml",
  "/careers": "content/pages/careers.yaml",
  "/blog": "content/pages/blog.yaml",
  "/press": "content/pages/press.yaml",
  "/brand": "content/pages/brand.yaml",
  "/partners": "content/pages/partners.yaml",
  "/help-center": "content/pages/help-center.yaml",
  "/contact-support": "content/pages/contact-support.yaml",
  "/training": "content/pages/training.yaml",
  "/status": "content/pages/status.yaml",
  "/thank-you": "content/pages/thank-you.yaml",
} as const satisfies Record<(typeof routes)[number] | "/thank-you", string>;

export type HandMadeRoute = keyof typeof ROUTE_FILES;

/** Each page file's schema: which of its strings are texts a translation translates. */
const ROUTE_SCHEMAS: Record<HandMadeRoute, z.ZodType> = {
  "/": blockPageSchema,
  "/about": aboutSchema,
  "/careers": careersSchema,
  "/blog": blogSchema,
  "/press": pressSchema,
  "/brand": brandSchema,
  "/partners": partnersSchema,
  "/help-center": helpCenterSchema,
  "/contact-support": contactSupportSchema,
  "/training": trainingSchema,
  "/status": statusSchema,
  "/thank-you": thankYouSchema,
};

/** The languages a hand-made page (`/about`, `/` for the landing page) is published in. */
export function routeLocales(route: HandMadeRoute, root = process.cwd()): ContentLocale[] {
  return localesOfFile(ROUTE_FILES[route], root, ROUTE_SCHEMAS[route]);
}

/**
 * The page an English content file publishes (`/about` for content/pages/about.yaml,
 * `/blog/<slug>` for a post), or undefined for a file that is part of many pages (the FAQ).
 */
export function pageOfFile(englishFile: string): `/${string}` | undefined {
  const route = (Object.keys(ROUTE_FILES) as HandMadeRoute[]).find(
    (key) => ROUTE_FILES[key] === englishFile,
  );
  if (route) return route;
  const match = /^content\/(posts|help|legal|block-pages)\/([a-z0-9-]+)\.(md|yaml)$/.exec(
    englishFile,
  );
  if (!match) return undefined;
  const [, folder, slug] = match;
  if (folder === "posts") return `/blog/${slug}`;
  if (folder === "help") return `/help-center/${slug}`;
  return `/${slug}`;
}

/** The languages in which `has(locale)` is true, English first. */
const localesWhere = (has: (locale: ContentLocale) => boolean): ContentLocale[] =>
  contentLocales.filter((locale) => has(locale));

/** The languages the post at /blog/<slug> is published in (none when there is no such post). */
export function postLocales(slug: string): ContentLocale[] {
  return localesWhere((locale) => getPosts(locale).some((post) => post.slug === slug));
}

/** The languages the help article at /help-center/<slug> is published in. */
export function helpArticleLocales(slug: string): ContentLocale[] {
  return localesWhere((locale) => getHelpArticles(locale).some((article) => article.slug === slug));
}

/** The languages the legal document at /<slug> is published in. */
export function legalDocumentLocales(slug: string): ContentLocale[] {
  return localesWhere((locale) => legalDocuments(locale).some((doc) => doc.slug === slug));
}

/** The languages the page of blocks at /<slug> (content/block-pages/<slug>.yaml) is published in. */
export function blockPageLocales(slug: string): ContentLocale[] {
  return localesWhere((locale) => blockPages(locale).some((page) => page.slug === slug));
}

/** The roles' pages (/careers/<slug>): the jobs are advertised in English only. */
function roleLocales(): ContentLocale[] {
  return [SOURCE_LOCALE];
}

/**
 * The languages the page at a site path is published in (`/about`, `/blog/<slug>`, `/` for the
 * landing page), English first; none for a path the content has no page at. The blog's listing
 * and category pages follow the blog page and need a post in that language.
 */
export function pathLocales(path: `/${string}`): ContentLocale[] {
  if (path in ROUTE_FILES) return routeLocales(path as HandMadeRoute);
  const [first, second, third, fourth, fifth] = path.slice(1).split("/");
  if (first === "blog" && second) {
    const blog = routeLocales("/blog");
    if (second === "page" || second === "category") {
      const withPosts = blog.filter((locale) => getPosts(locale).length > 0);
      // `/blog/page` or `/blog/category` alone: the languages whose listings are built.
      if (third === undefined) return withPosts;
      // A listing's page exists in a language where its posts in that language fill it: the
      // blog's posts, or the category's (`/blog/category/<slug>[/page/<n>]`).
      const listed = (locale: ContentLocale) =>
        second === "page"
          ? getPosts(locale).length
          : getPosts(locale).filter((post) => post.categorySlug === third).length;
      const page = second === "page" ? Number(third) : fourth === "page" ? Number(fifth) : 1;
      return withPosts.filter((locale) => {
        const count = listed(locale);
        return count > 0 && page >= 1 && page <= pageCount(count);
      });
    }
    return third === undefined ? postLocales(second) : [];
  }
  if (first === "help-center" && second) return helpArticleLocales(second);
  if (first === "careers" && second) return roleLocales();
  if (first && !second) {
    const legal = legalDocumentLocales(first);
    return legal.length > 0 ? legal : blockPageLocales(first);
  }
  return [];
}

/**
 * Where a link to the site path `path` (`/privacy-policy`, `/#faq`) goes on a page in `locale`:
 * that page in `locale` when it is published there (`/fr/privacy-policy`, `/fr#faq`), else the
 * English page; a redirect of the site (`/gdpr`) answers in English only, so it is its target,
 * likewise. Anything else (`https://…`, `mailto:`, a fragment of the same page) stays as it is.
 * Content writes the English address once, and every language's page points at its own.
 */
export function pathInLocale<Path extends string>(
  locale: ContentLocale,
  path: Path,
): Path | `/${string}` {
  if (locale === SOURCE_LOCALE || !path.startsWith("/") || path.startsWith("//")) return path;
  const address = path.split(/[?#]/, 1)[0] ?? "/";
  const page = (address.length > 1 ? address.replace(/\/+$/, "") : address) as `/${string}`;
  const target = REDIRECTS[page];
  if (target) return pathInLocale(locale, target);
  if (!pathLocales(page).includes(locale)) return path;
  return `${localePath(locale, page)}${path.slice(address.length)}`;
}
