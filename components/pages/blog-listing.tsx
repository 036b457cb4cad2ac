import { clsx } from "clsx";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { forcedColorsSelected } from "@/components/ui/forced-colors";
import { ContentIcon } from "@/components/sections/content-icon";
import { PostCard } from "@/components/pages/post-card";
import { PostGrid } from "@/components/pages/post-grid";
import { blogContentIn } from "@/content/pages/blog";
import { postCategories, type Post } from "@/content/posts";
import { listingHref } from "@/lib/blog/blog-listing";
import { countLabel } from "@/lib/text/count-label";
import { fillTemplate } from "@/lib/text/fill-template";
import { ArrowLeft, ArrowRight } from "@/lib/brand/icons";
import { defaultLocale, localePath, type Locale } from "@/lib/i18n/locales";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { formatIntegerIn } from "@/lib/text/format-in-locale";

/** The category strip: plain links, so it works before (and without) JavaScript. */
function CategoryNav({ active, locale }: { active: string | null; locale: Locale }) {
  const { filter } = blogContentIn(locale);
  const links = [
    { key: "all", name: filter.all, href: localePath(locale, "/blog"), current: active === null },
    ...postCategories(locale).map((category) => ({
      key: category.slug,
      name: category.label,
      href: localePath(locale, `/blog/category/${category.slug}`),
      current: active === category.slug,
    })),
  ];
  return (
    <nav aria-label={filter.label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              className={clsx(
                "inline-flex rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
                link.current
                  ? ["border-brand-600 bg-brand-600 text-on-fill shadow-sm", forcedColorsSelected]
                  : "border-line bg-surface text-ink-muted hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800",
              )}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({
  page,
  pages,
  listing,
  locale,
}: {
  page: number;
  pages: number;
  listing: `/${string}`;
  locale: Locale;
}) {
  if (pages <= 1) return null;
  const { pagination } = blogContentIn(locale);
  const number = (value: number) => formatIntegerIn(value, locale);
  const linkClass = buttonVariants({ variant: "outline" });
  return (
    <nav aria-label={pagination.label} className="mt-12 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link
          href={localePath(locale, listingHref(page - 1, listing))}
          rel="prev"
          className={linkClass}
        >
          <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
          {pagination.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-subtle tabular-nums">
        {fillTemplate(pagination.page, { page: number(page), pages: number(pages) })}
      </p>
      {page < pages ? (
        <Link
          href={localePath(locale, listingHref(page + 1, listing))}
          rel="next"
          className={linkClass}
        >
          {pagination.next}
          <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The blog's listing: category links, the posts of one page or category as cards, an empty
 * state for a category without posts, and links to newer and older pages. Server-rendered.
 */
export function BlogListing({
  posts,
  total,
  category,
  page = 1,
  pages = 1,
  listing = "/blog",
  locale,
}: {
  /** The posts this page shows. */
  posts: readonly Post[];
  /** How many posts the listing has across its pages. */
  total: number;
  /** The category this page lists (`label` in the page's language), or null for all. */
  category: { slug: string; label: string } | null;
  page?: number;
  pages?: number;
  /** The listing's first page in English, which later pages hang under (`/blog`, a category's). */
  listing?: `/${string}`;
  /** The page's language: the posts are those written in it. */
  locale: Locale;
}) {
  const { filter } = blogContentIn(locale);
  // /blog leads with its featured post, drawn wide above the others.
  const [lead, ...rest] = posts;
  const featured = category === null && page === 1 && lead !== undefined;
  const count = countLabel(total, filter.noun, locale);
  const status = category
    ? fillTemplate(filter.statusCategory, { count, category: category.label })
    : fillTemplate(filter.statusAll, { count });
  return (
    <div>
      <CategoryNav active={category?.slug ?? null} locale={locale} />
      {posts.length > 0 && <p className="mt-6 text-sm text-ink-subtle">{status}</p>}
      {posts.length > 0 ? (
        <>
          {featured && (
            <div className="mt-8">
              <PostCard post={lead} locale={locale} featured />
            </div>
          )}
          <PostGrid
            posts={featured ? rest : posts}
            locale={locale}
            className={featured ? "mt-6" : "mt-8"}
          />
        </>
      ) : (
        <div className="mx-auto mt-8 max-w-xl rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-14 text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
            <ContentIcon name="BookOpen" className="size-7" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-ink">
            {fillTemplate(filter.emptyTitle, { category: category?.label ?? "" })}
          </h3>
          <p className="mt-2 text-pretty text-ink-muted">{filter.emptyText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <a href="#newsletter" className={buttonVariants()}>
              {filter.emptyAction}
            </a>
            <Link
              href={localePath(locale, "/blog")}
              className={buttonVariants({ variant: "outline" })}
            >
              {filter.showAll}
            </Link>
          </div>
        </div>
      )}
      <Pagination page={page} pages={pages} listing={listing} locale={locale} />
      {locale !== defaultLocale && (
        <p className="mt-10 text-center">
          {/* The other posts are in English only: the English blog lists them all. */}
          <Link
            href="/blog"
            hrefLang="en"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {interfaceLabelsIn(locale).pages.englishBlog}
            <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
          </Link>
        </p>
      )}
    </div>
  );
}
