import Markdoc from "@markdoc/markdoc";
import Link from "next/link";
import { MarkdocContent } from "@/components/content/markdoc-content";
import { DraftLabel } from "@/components/pages/draft-label";
import { InitialsAvatar } from "@/components/pages/initials-avatar";
import { Icon } from "@/components/ui/icon";
import { blogContentIn } from "@/content/pages/blog";
import { categoryLabels, postModified, type Post } from "@/content/posts";
import { articleConfig } from "@/lib/content/article";
import { fillTemplate } from "@/lib/text/fill-template";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { ContentsAside, ContentsFold } from "@/components/content/contents-list";
import { formatDate } from "@/lib/dates/format-date";
import { ArrowLeft, CalendarDays, Clock } from "@/lib/brand/icons";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { formatIntegerIn } from "@/lib/text/format-in-locale";
import { fitLongestWord } from "@/lib/text/long-words";
import { FirstScreenEnd } from "@/components/layout/first-paint";

/** Who wrote the post, when (and when it changed), and how long it takes to read. */
function PostByline({ post, locale }: { post: Post; locale: Locale }) {
  const text = blogContentIn(locale).post;
  const modified = postModified(post);
  return (
    <div
      data-pagefind-ignore
      className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-muted"
    >
      <span className="inline-flex items-center gap-3">
        <InitialsAvatar name={post.author} size="sm" />
        <span className="font-semibold text-ink">{post.author}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={CalendarDays} aria-hidden="true" className="size-4 text-ink-subtle" />
        <time dateTime={post.date}>{formatDate(post.date, "long", locale)}</time>
      </span>
      {modified !== post.date && (
        <span>
          {text.updated} <time dateTime={modified}>{formatDate(modified, "long", locale)}</time>
        </span>
      )}
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={Clock} aria-hidden="true" className="size-4 text-ink-subtle" />
        {fillTemplate(text.readingTime, { minutes: formatIntegerIn(post.readingMinutes, locale) })}
      </span>
    </div>
  );
}

/**
 * A post: back to the blog, its category, title, excerpt and byline (its first screen, whose
 * end the first paint waits for), then its body.
 */
export function PostArticle({ post, locale }: { post: Post; locale: Locale }) {
  const text = blogContentIn(locale).post;
  const { contents } = interfaceLabelsIn(locale);
  const category = categoryLabels(locale).get(post.category) ?? post.category;
  const categoryHref = localePath(locale, `/blog/category/${post.categorySlug}`);
  return (
    <article data-pagefind-body>
      <header className="relative isolate overflow-hidden border-b border-line bg-surface-muted">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_28rem_at_50%_-12%,color-mix(in_oklab,var(--color-brand-500)_16%,transparent),transparent_70%)]"
        />
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-12 sm:px-6 sm:pt-14 sm:pb-16 lg:max-w-6xl lg:px-8 lg:[&>*]:max-w-3xl">
          <Link
            href={localePath(locale, "/blog")}
            data-pagefind-ignore
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-ink-muted transition-colors hover:text-brand-700"
          >
            <Icon icon={ArrowLeft} aria-hidden="true" className="size-4" />
            {text.backLink}
          </Link>
          <p className="mt-8" data-pagefind-ignore>
            <Link
              href={categoryHref}
              className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100 transition-colors ring-inset hover:bg-brand-100"
            >
              {category}
            </Link>
            {post.draft && (
              <>
                {" "}
                <DraftLabel locale={locale} />
              </>
            )}
          </p>
          <h1
            {...fitLongestWord(
              post.title,
              "3xl",
              "mt-5 text-3xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl sm:leading-[1.1]",
            )}
          >
            {post.title}
          </h1>
          <p className="mt-5 text-lg leading-8 text-pretty text-ink-muted sm:text-xl">
            {post.excerpt}
          </p>
          <PostByline post={post} locale={locale} />
        </div>
        <FirstScreenEnd />
      </header>
      {/* From 1024 px the contents sit in a column beside the text, in view as it scrolls. */}
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12 lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,48rem)_14rem] lg:justify-between lg:gap-12 lg:px-8">
        <div className="min-w-0">
          <ContentsFold label={contents} items={post.outline} />
          <div className="prose max-w-none prose-brand sm:prose-lg">
            <MarkdocContent content={Markdoc.transform(post.body, articleConfig)} locale={locale} />
          </div>
          <p className="mt-12 border-t border-line pt-8" data-pagefind-ignore>
            <Link
              href={categoryHref}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {fillTemplate(text.categoryLink, { category })}
            </Link>
          </p>
        </div>
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto">
          <ContentsAside label={contents} items={post.outline} />
        </div>
      </div>
    </article>
  );
}
