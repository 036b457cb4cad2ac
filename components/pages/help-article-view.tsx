import type { RenderableTreeNode } from "@markdoc/markdoc";
import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ArrowRight, CalendarDays, ChevronRight, LifeBuoy } from "@/lib/brand/icons";
import { ArticleHeader } from "@/components/pages/article-header";
import { fitLongestWord } from "@/lib/text/long-words";
import type { HelpArticleFrontmatter } from "@/content/help";
import { helpCenterContentIn } from "@/content/pages/help-center";
import { MarkdocContent } from "@/components/content/markdoc-content";
import { buttonVariants } from "@/components/ui/button-variants";
import { fillTemplate } from "@/lib/text/fill-template";
import { formatDate } from "@/lib/dates/format-date";
import { colonIn } from "@/lib/text/format-in-locale";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { pathInLocale } from "@/content/translations";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { ContentsAside, ContentsFold } from "@/components/content/contents-list";
import { MoreHelp } from "@/components/pages/help-center/more-help";

/**
 * A help article: a breadcrumb, its title and summary, the answer in the typography plugin's
 * reading measure, and beside it (below on a phone) the rest of its category and a way to
 * reach a person. Only the answer is in the search index (`data-pagefind-body` on the page's
 * main; the trail and the sidebar are ignored).
 */
export function HelpArticleView({
  article,
  content,
  categoryHref,
  related,
  headings,
  categoryName,
  locale,
}: {
  article: HelpArticleFrontmatter;
  content: RenderableTreeNode;
  /** The article's `##` headings, for its contents list. */
  headings: readonly { id: string; title: string }[];
  categoryHref: string;
  related: readonly { title: string; href: string }[];
  /** The article's category as the page's language names it. */
  categoryName: string;
  /** The page's language. */
  locale: Locale;
}) {
  const { meta, article: copy, moreHelp } = helpCenterContentIn(locale);
  const { contents } = interfaceLabelsIn(locale);
  return (
    <>
      <ArticleHeader
        label={copy.breadcrumb}
        trail={[
          { name: meta.title, href: localePath(locale, "/help-center") },
          { name: categoryName, href: categoryHref },
        ]}
        current={article.title}
        draft={article.draft}
        locale={locale}
      >
        <h1
          {...fitLongestWord(
            article.title,
            "3xl",
            "mt-8 max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl lg:text-5xl",
          )}
        >
          {article.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-8 text-pretty text-ink-muted">
          {article.description}
        </p>
        {/* Left out of the search excerpts, which ran "Integrations & APILast updated: 16". */}
        <p
          data-pagefind-ignore
          className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted"
        >
          <span className="rounded-full bg-surface px-3 py-1 font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset">
            {categoryName}
          </span>
          <span className="inline-flex items-center gap-2">
            <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-brand-600" />
            <span>
              {copy.updated}
              {colonIn(locale)}{" "}
              <time dateTime={article.updated}>{formatDate(article.updated, "long", locale)}</time>
            </span>
          </span>
        </p>
      </ArticleHeader>

      <div className="mx-auto max-w-6xl gap-16 px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8">
        <div className="min-w-0">
          <ContentsFold label={contents} items={headings} />
          <article className="prose max-w-[68ch] prose-brand [&>:first-child]:mt-0">
            <MarkdocContent content={content} locale={locale} />
          </article>
        </div>

        {/* In view beside the whole article; scrolls within itself on a short screen. */}
        <aside
          data-pagefind-ignore="all"
          className="mt-14 space-y-6 lg:sticky lg:top-24 lg:mt-0 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <ContentsAside label={contents} items={headings} />
          {related.length > 0 && (
            <nav
              aria-labelledby="related-heading"
              className="rounded-2xl border border-line bg-surface-muted p-5"
            >
              <h2 id="related-heading" className="text-sm font-semibold text-ink">
                {fillTemplate(copy.related, { category: categoryName })}
              </h2>
              <ul className="mt-3 space-y-1 text-sm">
                {related.map((other) => (
                  <li key={other.href}>
                    <Link
                      href={other.href}
                      className="group flex items-start justify-between gap-2 rounded-md px-2 py-1.5 text-ink-muted transition-colors hover:bg-surface hover:text-brand-700"
                    >
                      {other.title}
                      <Icon
                        icon={ChevronRight}
                        aria-hidden="true"
                        className="mt-0.5 size-4 shrink-0 text-ink-subtle group-hover:text-brand-700"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section
            aria-labelledby="still-need-help-heading"
            className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5"
          >
            <span className="grid size-10 place-items-center rounded-xl bg-surface text-brand-700 ring-1 ring-brand-100 ring-inset">
              <Icon icon={LifeBuoy} aria-hidden="true" className="size-5" />
            </span>
            <h2 id="still-need-help-heading" className="mt-4 font-semibold text-ink">
              {copy.contact.title}
            </h2>
            <p className="mt-1.5 text-sm leading-6 text-ink-muted">{copy.contact.text}</p>
            <Link
              href={pathInLocale(locale, "/contact-support")}
              className={buttonVariants({ size: "sm", className: "mt-4 w-full" })}
            >
              {copy.contact.action}
              <Icon icon={ArrowRight} aria-hidden="true" className="size-4" />
            </Link>
          </section>
        </aside>
      </div>

      <MoreHelp moreHelp={{ ...moreHelp, ...copy.ending }} locale={locale} />
    </>
  );
}
